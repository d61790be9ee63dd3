/** Checks a WalletConnect v2 pairing URI before handing it to the SDK, so a bad one fails with a clear message. */

export interface PairingUri {
  topic: string
  symKey: string
  relayProtocol: string
  /** Seconds since the epoch, when the URI has one. */
  expiryTimestamp?: number
}

const HEX_32_BYTES = /^[0-9a-f]{64}$/i

const shown = (value: string): string => (value.length > 40 ? `'${value.slice(0, 37)}...'` : `'${value}'`)

/** `wc:{topic}@2?relay-protocol=irn&symKey={key}&expiryTimestamp={s}`; throws an Error naming what is wrong. */
export function parsePairingUri(uri: unknown, now: number = Date.now()): PairingUri {
  if (typeof uri !== 'string' || !uri.startsWith('wc:')) {
    throw new Error(`pair: expected a WalletConnect URI starting with 'wc:', got ${typeof uri === 'string' ? shown(uri) : typeof uri}`)
  }
  const match = /^wc:([^@?]*)@([^?]*)\?(.*)$/.exec(uri)
  if (!match) throw new Error(`pair: expected 'wc:{topic}@2?relay-protocol=irn&symKey={key}', got ${shown(uri)}`)
  const [, topic = '', version = '', query = ''] = match
  if (!HEX_32_BYTES.test(topic)) throw new Error(`pair: the URI's topic must be 64 hex characters, got ${shown(topic)}`)
  if (version !== '2') throw new Error(`pair: only WalletConnect v2 URIs are supported, got version ${shown(version)}`)
  const params = new URLSearchParams(query)
  const symKey = params.get('symKey')
  if (symKey === null) throw new Error('pair: the URI has no symKey parameter')
  if (!HEX_32_BYTES.test(symKey)) throw new Error(`pair: the URI's symKey must be 64 hex characters, got ${shown(symKey)}`)
  const relayProtocol = params.get('relay-protocol')
  if (!relayProtocol) throw new Error('pair: the URI has no relay-protocol parameter')
  const parsed: PairingUri = { topic, symKey, relayProtocol }
  const expiry = params.get('expiryTimestamp')
  if (expiry !== null) {
    if (!/^\d+$/.test(expiry)) throw new Error(`pair: the URI's expiryTimestamp must be whole seconds, got ${shown(expiry)}`)
    parsed.expiryTimestamp = Number(expiry)
    if (parsed.expiryTimestamp * 1000 < now) throw new Error(`pair: the URI expired at ${new Date(parsed.expiryTimestamp * 1000).toISOString()}`)
  }
  return parsed
}
