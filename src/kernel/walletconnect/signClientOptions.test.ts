import { SESSION_EXPIRY, SESSION_REQUEST_EXPIRY_BOUNDARIES, SignClient } from '@walletconnect/sign-client'
import { describe, expect, it } from 'vitest'
import { LOG_BUFFER_BYTES, WALLET_PROTOCOL } from '../lazyConstants'
import { requestExpiry, signClientLogOptions } from './signClientOptions'

/** A client made as WalletConnectClient makes it, not started (no relay, no storage read). */
let clients = 0
function unstartedClient() {
  return new SignClient({ projectId: 'p', customStoragePrefix: `signClientOptions-test-${++clients}`, telemetryEnabled: false, ...signClientLogOptions })
}

describe('the §9 wallet-protocol rules and the WalletConnect client', () => {
  it("passes the log level and a 1 MB in-memory log, which keeps the client's logs", () => {
    const client = unstartedClient()
    const { logChunkController } = client.core as unknown as { logChunkController: { getLogArray(): string[]; baseChunkLogger: { MAX_LOG_SIZE_IN_BYTES: number; level: string } } }
    expect(logChunkController.baseChunkLogger.MAX_LOG_SIZE_IN_BYTES).toBe(LOG_BUFFER_BYTES)
    expect(logChunkController.baseChunkLogger.level).toBe(signClientLogOptions.logger)
    client.core.logger.info('a line for support')
    expect(logChunkController.getLogArray().join('\n')).toContain('a line for support')
  })

  it('asks each request to live 5 min, within the 5 min to 7 days sign-client checks', () => {
    expect(requestExpiry()).toBe(300)
    expect(requestExpiry(60_000)).toBe(300)
    expect(requestExpiry(30 * 24 * 3600_000)).toBe(7 * 24 * 3600)
    expect(requestExpiry(3600_000)).toBe(3600)
  })

  it("the timings sign-client takes no option for are §9's already: connect timeout 15 s, heartbeat 5 s, stall 35 s", () => {
    const { core } = unstartedClient()
    const relayer = core.relayer as unknown as { connectTimeout: number; heartBeatTimeout: number }
    expect(relayer.connectTimeout).toBe(WALLET_PROTOCOL.connectTimeout)
    expect(relayer.heartBeatTimeout).toBe(WALLET_PROTOCOL.stall)
    expect((core.heartbeat as unknown as { interval: number }).interval * 1000).toBe(WALLET_PROTOCOL.heartbeat)
  })

  it("the lifetimes sign-client fixes itself are §9's: a session lives 7 days, a request 5 min to 7 days", () => {
    expect(SESSION_EXPIRY * 1000).toBe(WALLET_PROTOCOL.sessionLifetime)
    expect(SESSION_REQUEST_EXPIRY_BOUNDARIES.min * 1000).toBe(WALLET_PROTOCOL.requestLifetimeMin)
    expect(SESSION_REQUEST_EXPIRY_BOUNDARIES.max * 1000).toBe(WALLET_PROTOCOL.requestLifetimeMax)
  })
})
