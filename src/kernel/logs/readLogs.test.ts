import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAppKit } from '../../index'
import { testOptions } from '../../test-support/testKit'
import { kitLog } from './kitLog'
import { readLogs } from './readLogs'
import type { LazyRegistry } from '../lazy/LazyRegistry'

describe('appKit.getLogs() (§9: a log the host can read for support)', () => {
  afterEach(() => vi.restoreAllMocks())

  it("returns the kit's log lines, the newest last", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const appkit = createAppKit(testOptions())
    kitLog('warn', 'wallet directory unavailable', new Error('HTTP 500'))
    const logs = await appkit.getLogs()
    expect(logs.at(-1)).toMatch(/ warn wallet directory unavailable Error: HTTP 500$/)
    appkit.destroy()
  })

  it("adds the WalletConnect client's log once it has started", async () => {
    const walletConnect = { sdkLogs: () => Promise.resolve(['{"log":"relay connected"}']) }
    const lazy = { get: (name: string) => (name === 'walletConnect' ? walletConnect : undefined) } as Pick<LazyRegistry, 'get'>
    expect((await readLogs({ lazy })).at(-1)).toBe('{"log":"relay connected"}')
    expect(await readLogs({ lazy: { get: () => undefined } as Pick<LazyRegistry, 'get'> })).not.toContain('{"log":"relay connected"}')
  })
})
