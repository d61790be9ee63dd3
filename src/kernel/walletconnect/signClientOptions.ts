import { LOG_BUFFER_BYTES, LOG_LEVEL, WALLET_PROTOCOL } from '../lazyConstants'

/**
 * What sign-client 2.x accepts of the §9 wallet-protocol rules, passed here: the log level (`logger`) and the
 * in-memory log's size (`maxLogBlobSizeInBytes`) at init, and each request's lifetime (`expiry`, requestExpiry).
 *
 * The other §9 timings are fixed inside its Core, with no option to pass them; their values are §9's (the
 * signClientOptions test reads them from a client): the relay connect timeout (Relayer.connectTimeout, 15 s), the
 * heartbeat (HeartBeat.interval, 5 s), the stall limit (Relayer.heartBeatTimeout, 35 s), the pairing lifetime
 * (Pairing.create's 5 min), the session lifetime (set by the wallet's approval, 7 days), the history (JsonRpcHistory,
 * 30 days) and the relay's connect attempts.
 */
export const signClientLogOptions = { logger: LOG_LEVEL, maxLogBlobSizeInBytes: LOG_BUFFER_BYTES } as const

/** A request's lifetime in seconds, as client.request's `expiry` takes it: §9's 5 min to 7 days, 5 min by default. */
export function requestExpiry(lifetimeMs: number = WALLET_PROTOCOL.requestLifetimeMin): number {
  return Math.round(Math.min(Math.max(lifetimeMs, WALLET_PROTOCOL.requestLifetimeMin), WALLET_PROTOCOL.requestLifetimeMax) / 1000)
}
