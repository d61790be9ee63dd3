// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { KitRoot } from '../../kernel/root'
import type { KitEvent } from '../../kernel/stores/EventsStore'
import { FAKE_ADDRESS, SessionFakeAdapter } from '../../test-support/fakeAdapter'
import { fakeAuthBridge } from '../../test-support/fakeAuthBridge'
import { loadPlugin } from '../../test-support/pluginTestKit'
import { testOptions } from '../../test-support/testKit'
import { social } from './index'
import type { SocialStore } from './SocialStore'

const LINK = 'http://127.0.0.1:3005/farcaster/approve?channelToken=abc'
const kits: KitRoot[] = []
// The modal's own directory and config calls stay unanswered here.
beforeEach(() => vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {}))))
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
})

async function farcasterKit() {
  const kit = new KitRoot(testOptions({ adapters: [new SessionFakeAdapter()], plugins: [social()] }))
  kits.push(kit)
  kit.connectors.add({ id: 'auth', type: 'AUTH', name: 'Email', namespace: 'eip155' })
  const events: KitEvent[] = []
  kit.events.subscribe((event) => events.push(event))
  let approve: (() => void) | undefined
  const frame = fakeAuthBridge(kit, {
    GET_FARCASTER_URI: () => ({ url: LINK }),
    CONNECT_FARCASTER: () => new Promise((resolve) => (approve = () => resolve({ userName: 'farcaster-alice' }))),
    GET_USER: () => ({ address: FAKE_ADDRESS, chainId: 31337, userName: 'farcaster-alice' }),
    RELOAD: () => ({}),
    SYNC_DAPP_DATA: () => ({}),
  })
  const { store } = await loadPlugin<SocialStore>(kit, 'social')
  return { kit, frame, events, flow: store.farcaster, approve: () => approve?.() }
}

describe('FarcasterLoginFlow (§4 Farcaster, §2 leaving the view)', () => {
  it('shows the link from the frame, then connects once it is approved', async () => {
    const { kit, events, flow, approve } = await farcasterKit()
    await kit.open({ view: 'ConnectingFarcaster' })
    const done = flow.start()
    await vi.waitFor(() => expect(flow.url).toBe(LINK))
    expect(flow.status).toBe('waiting')
    approve()
    await done
    expect(kit.account.connectorId).toBe('auth')
    expect(kit.account.socialProvider).toBe('farcaster')
    expect(kit.account.embeddedWalletInfo?.user.username).toBe('farcaster-alice')
    expect(events.find((event) => event.data.event === 'SOCIAL_LOGIN_SUCCESS')?.data.properties).toEqual({ provider: 'farcaster', caipNetworkId: 'eip155:31337' })
  })

  it("a failure says 'Failed to connect to farcaster'", async () => {
    const { frame, flow } = await farcasterKit()
    frame.answer({ CONNECT_FARCASTER: () => Promise.reject(new Error('Farcaster sign-in timed out')) })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await flow.start()
    expect(flow.status).toBe('failed')
    expect(flow.error).toBe('Failed to connect to farcaster')
  })

  it('leaving the view unconnected clears the link, reloads the frame and re-syncs the dApp data', async () => {
    const { kit, frame, flow } = await farcasterKit()
    await kit.open()
    kit.router.push('ConnectingFarcaster')
    void flow.start()
    await vi.waitFor(() => expect(flow.url).toBe(LINK))
    kit.router.goBack()
    expect(flow.url).toBeUndefined()
    await vi.waitFor(() => expect(frame.request.mock.calls.map(([type]) => type)).toContain('SYNC_DAPP_DATA'))
    const types = frame.request.mock.calls.map(([type]) => type)
    expect(types.indexOf('RELOAD')).toBeLessThan(types.indexOf('SYNC_DAPP_DATA'))
    expect(frame.request).toHaveBeenCalledWith('SYNC_DAPP_DATA', expect.objectContaining({ projectId: kit.options.projectId }))
    expect(kit.account.isConnected).toBe(false)
  })

  it('leaving after connecting does not reload the frame', async () => {
    const { kit, frame, flow, approve } = await farcasterKit()
    await kit.open()
    kit.router.push('ConnectingFarcaster')
    const done = flow.start()
    await vi.waitFor(() => expect(flow.url).toBe(LINK))
    approve()
    await done
    expect(kit.router.view).not.toBe('ConnectingFarcaster')
    expect(frame.request.mock.calls.some(([type]) => type === 'RELOAD')).toBe(false)
  })
})
