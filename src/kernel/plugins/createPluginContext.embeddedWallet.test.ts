import { describe, expect, it, vi } from 'vitest'
import { FakeAdapter } from '../../test-support/fakeAdapter'
import { testOptions } from '../../test-support/testKit'
import { KitRoot } from '../root'
import type { PluginDescriptor } from './types'

const loginPlugin: PluginDescriptor = { name: 'login', views: {}, load: () => Promise.resolve({ views: {} }) }

describe("a plugin's embeddedWallet()", () => {
  it("rejects 'Unable to load email login dependency' (§8) when the login frame's code fails to load, and tries again next time", async () => {
    const kit = new KitRoot(testOptions({ adapters: [new FakeAdapter()], plugins: [loginPlugin] }))
    const { context } = await kit.plugins.load('login')
    const chunkFailure = new TypeError('Failed to fetch dynamically imported module')
    const slice = vi.spyOn(kit, 'slice').mockRejectedValueOnce(chunkFailure)
    await expect(context.embeddedWallet()).rejects.toMatchObject({ name: 'FrameError', code: 'LOAD_FAILED_DEPENDENCY', message: 'Unable to load email login dependency', cause: chunkFailure })
    slice.mockResolvedValueOnce({} as never)
    await expect(context.embeddedWallet()).resolves.toEqual({})
  })
})
