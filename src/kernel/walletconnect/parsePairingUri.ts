/**
 * Reads a WalletConnect v2 pairing URI, as @walletconnect/utils' formatUri writes it:
 * `wc:{topic}@2?relay-protocol=irn&symKey={symKey}[&expiryTimestamp={seconds}][&methods=a,b]`
 * (query keys in any order). Anything else throws InvalidPairingUriError naming what is wrong.
 */
import { WalletConnectSessionError } from '../errors/session'

export type PairingUri = {
  topic: string
  version: 2
  symKey: string
  relayProtocol: string
  /** Seconds since the epoch, as the URI carries it. */
  expiryTimestamp?: number
  /** Comma-separated method names, as the URI carries them. */
  methods?: string
}

/** A pairing URI that parsePairingUri refuses: 'Invalid WalletConnect URI: {reason}'. */
export class InvalidPairingUriError extends WalletConnectSessionError {
  override name = 'InvalidPairingUriError'

  constructor(reason: string) {
    super('INVALID_PAIRING_URI', { values: { reason } })
  }
}

const HEX_64 = /^[0-9a-f]{64}$/
const DIGITS = /^\d+$/

export function parsePairingUri(uri: string): PairingUri {
  if (typeof uri !== 'string' || !uri.startsWith('wc:')) throw new InvalidPairingUriError('it must start with wc:')

  // @walletconnect/utils also accepts `wc://topic@2?…`.
  let rest = uri.slice('wc:'.length)
  if (rest.startsWith('//')) rest = rest.slice(2)

  const queryAt = rest.indexOf('?')
  const path = queryAt === -1 ? rest : rest.slice(0, queryAt)
  const query = queryAt === -1 ? '' : rest.slice(queryAt + 1)

  const at = path.lastIndexOf('@')
  const topic = at === -1 ? path : path.slice(0, at)
  const version = at === -1 ? '' : path.slice(at + 1)

  if (!HEX_64.test(topic)) throw new InvalidPairingUriError('the topic must be 64 hex characters')
  if (version !== '2') throw new InvalidPairingUriError('only version 2 is supported')

  const params = new URLSearchParams(query)
  const relayProtocol = params.get('relay-protocol')
  if (!relayProtocol) throw new InvalidPairingUriError('relay-protocol is missing')

  const symKey = params.get('symKey') ?? ''
  if (!HEX_64.test(symKey)) throw new InvalidPairingUriError('the symKey must be 64 hex characters')

  const parsed: PairingUri = { topic, version: 2, symKey, relayProtocol }

  const expiry = params.get('expiryTimestamp')
  if (expiry !== null) {
    if (!DIGITS.test(expiry)) throw new InvalidPairingUriError('expiryTimestamp must be a whole number of seconds')
    parsed.expiryTimestamp = Number(expiry)
  }

  const methods = params.get('methods')
  if (methods !== null && methods !== '') parsed.methods = methods

  return parsed
}

/** True when `value` is a string parsePairingUri accepts. */
export function isPairingUri(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    parsePairingUri(value)
    return true
  } catch {
    return false
  }
}
