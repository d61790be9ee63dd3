import { Relayer } from '@walletconnect/core'
import { describe, expect, it } from 'vitest'
import { isLoopbackUrl, trustLoopbackRelay, type OnlineGate } from './trustLoopbackRelay'

const OFFLINE = 'No internet connection detected. Please restart your network and try again.'

/** A relayer on a browser that reports offline: its check refuses, as sign-client's does when navigator.onLine is false. */
function offlineRelayer(): OnlineGate {
  return { confirmOnlineStateOrThrow: () => Promise.reject(new Error(OFFLINE)) }
}

describe('trustLoopbackRelay', () => {
  it('replaces the check sign-client 2.25 runs before every connect, reconnect and request', () => {
    const core = { heartbeat: { on: () => undefined } } as unknown as ConstructorParameters<typeof Relayer>[0]['core']
    const relayer: OnlineGate = new Relayer({ core, relayUrl: 'ws://127.0.0.1:3004', logger: 'silent' })
    const sdkCheck = relayer.confirmOnlineStateOrThrow
    expect(typeof sdkCheck).toBe('function')
    trustLoopbackRelay(relayer, 'ws://127.0.0.1:3004')
    expect(relayer.confirmOnlineStateOrThrow).not.toBe(sdkCheck)
  })

  it('a relay on this machine is tried though the browser says it is offline', async () => {
    for (const url of ['ws://127.0.0.1:3004', 'ws://localhost:3004', 'wss://[::1]:443', 'ws://127.8.0.2']) {
      const relayer = offlineRelayer()
      trustLoopbackRelay(relayer, url)
      await expect(relayer.confirmOnlineStateOrThrow()).resolves.toBeUndefined()
    }
  })

  it('any other relay keeps the SDK check: offline is said at once', async () => {
    for (const url of ['wss://relay.walletconnect.org', 'ws://localhost.evil.test', 'ws://127.0.0.1.evil.test', 'ws://192.168.1.2:3004', 'ws://evil.test#127.0.0.1']) {
      const relayer = offlineRelayer()
      trustLoopbackRelay(relayer, url)
      await expect(relayer.confirmOnlineStateOrThrow()).rejects.toThrow(OFFLINE)
    }
  })

  it('isLoopbackUrl: localhost, 127.0.0.0/8 and ::1 only; not a URL is not loopback', () => {
    expect(['ws://localhost', 'ws://127.0.0.1:1', 'ws://[::1]:3004'].map(isLoopbackUrl)).toEqual([true, true, true])
    expect(['ws://localhost.test', 'ws://0.0.0.0', 'ws://128.0.0.1', 'not a url', ''].map(isLoopbackUrl)).toEqual([false, false, false, false, false])
  })
})
