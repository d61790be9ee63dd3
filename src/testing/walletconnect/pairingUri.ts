/** Checks a WalletConnect v2 pairing URI before handing it to the SDK, so a bad one fails with a clear message. */
import { parsePairingUri as parseKitPairingUri } from '../../kernel/walletconnect/parsePairingUri'
import { TestWalletError } from '../testWalletError'

export interface PairingUri {
  topic: string
  symKey: string
  relayProtocol: string
  /** Seconds since the epoch, when the URI has one. */
  expiryTimestamp?: number
}

/** The kit's own parser (the same rules the modal's Basic view applies), plus the wallet's expiry check. */
export function parsePairingUri(uri: unknown, now: number = Date.now()): PairingUri {
  let parsed: ReturnType<typeof parseKitPairingUri>
  try {
    parsed = parseKitPairingUri(uri as string)
  } catch (error) {
    throw new TestWalletError('INVALID_PAIRING_URI', `pair: ${error instanceof Error ? error.message : String(error)}`)
  }
  const { topic, symKey, relayProtocol, expiryTimestamp } = parsed
  if (expiryTimestamp !== undefined && expiryTimestamp * 1000 < now) throw new TestWalletError('URI_EXPIRED', `pair: the URI expired at ${new Date(expiryTimestamp * 1000).toISOString()}`)
  return expiryTimestamp === undefined ? { topic, symKey, relayProtocol } : { topic, symKey, relayProtocol, expiryTimestamp }
}
