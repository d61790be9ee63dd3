import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testNetwork, testOptions, appKitOf } from '../test-support/testKit'
import { fakeSiwx } from '../test-support/fakeSiwx'
import { KitRoot } from './root'
import { OptionsError } from './errors/options'
import { UnknownViewError } from './errors/view'
import type { PluginDescriptor } from './plugins/types'

type Route = (url: URL) => Response | Promise<Response>

const demoConfig = {
  features: [
    { id: 'social_login', isEnabled: true, config: ['email', 'google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] },
    { id: 'swap', isEnabled: true, config: ['1inch'] },
    { id: 'onramp', isEnabled: true, config: ['meld'] },
    { id: 'activity', isEnabled: true, config: null },
    { id: 'multi_wallet', isEnabled: false, config: null },
  ],
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

function stubFetch(routes: Record<string, Route> = {}) {
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    const route = routes[url.pathname]
    if (route) return route(url)
    if (url.pathname === '/appkit/v1/config') return json(demoConfig)
    if (url.pathname === '/getWallets') return json({ count: 0, data: [] })
    if (url.pathname === '/getAnalyticsConfig') return json({ isAnalyticsEnabled: false })
    if (url.pathname === '/projects/v1/origins') return json({ allowedOrigins: [] })
    return json({ message: 'not found' }, 404)
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('KitRoot instance', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}))
  afterEach(() => vi.unstubAllGlobals())

  it('makes no request until intent', async () => {
    const fetch = stubFetch()
    new KitRoot(testOptions())
    await settle()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('a bad option throws one OptionsError naming it', () => {
    expect(() => new KitRoot(testOptions({ projectId: '' }))).toThrow(OptionsError)
    expect(() => new KitRoot(testOptions({ projectId: '' }))).toThrow(/projectId/)
  })

  it('open() flips state synchronously, shows Connect and then asks for the project config with projectId, st and sv', async () => {
    const fetch = stubFetch()
    const kit = new KitRoot(testOptions())
    void kit.open()
    expect(appKitOf(kit).getState().open).toBe(true)
    expect(kit.router.view).toBe('Connect')
    const configCall = await vi.waitFor(() => {
      const call = fetch.mock.calls.map(([input]) => new URL(String(input))).find((url) => url.pathname === '/appkit/v1/config')
      if (!call) throw new Error('no config call yet')
      return call
    })
    expect(configCall.searchParams.get('projectId')).toBe('gangway-test')
    expect(configCall.searchParams.get('st')).toBeTruthy()
    expect(configCall.searchParams.get('sv')).toBeTruthy()
  })

  it('prefetch runs once however often intent is shown', async () => {
    const fetch = stubFetch()
    const kit = new KitRoot(testOptions())
    kit.prefetch()
    kit.prefetch()
    void kit.open()
    await vi.waitFor(() => expect(kit.flagStore.remoteStatus).toBe('ready'))
    await settle()
    expect(fetch.mock.calls.filter(([input]) => String(input).includes('/appkit/v1/config'))).toHaveLength(1)
    expect(fetch.mock.calls.filter(([input]) => String(input).includes('/getWallets'))).toHaveLength(1)
  })

  it('open() with an unknown view rejects and leaves the modal as it was', async () => {
    stubFetch()
    const kit = new KitRoot(testOptions())
    await expect(kit.open({ view: 'NoSuchView' })).rejects.toThrow(UnknownViewError)
    await expect(kit.open({ view: 'NoSuchView' })).rejects.toThrow("Unknown view 'NoSuchView'")
    expect(appKitOf(kit).getState().open).toBe(false)
    await kit.open()
    expect(kit.router.view).toBe('Connect')
  })

  it('open() carries a pairing uri, an explicit view and its arguments', async () => {
    stubFetch()
    const kit = new KitRoot(testOptions())
    await kit.open({ view: 'Swap', uri: 'wc:abc@2', arguments: { amount: '1' } })
    expect(kit.modal.pairingUri).toBe('wc:abc@2')
    expect(kit.router.current).toEqual({ view: 'Swap', args: { amount: '1' } })
  })

  it('types the arguments of each view, and rejects a call that is not an options object', async () => {
    stubFetch()
    const kit = new KitRoot(testOptions())
    // @ts-expect-error Swap's amount is a string
    await kit.open({ view: 'Swap', arguments: { amount: 1 } })
    // @ts-expect-error SwitchActiveChain needs a chain namespace
    await kit.open({ view: 'SwitchActiveChain', arguments: { switchToChain: 'dogecoin' } })
    await kit.open({ view: 'SwitchActiveChain', arguments: { switchToChain: 'solana', navigateWithReplace: true } })
    expect(kit.router.current.args).toEqual({ switchToChain: 'solana', navigateWithReplace: true })
    await expect(kit.open(null as unknown as undefined)).rejects.toThrow('open() takes an options object')
  })

  it('with no adapters and no address it opens ConnectingWalletConnectBasic', async () => {
    stubFetch()
    const kit = new KitRoot(testOptions({ adapters: [] }))
    await kit.open({ view: 'AllWallets' })
    expect(kit.router.view).toBe('ConnectingWalletConnectBasic')
  })

  it('close() resets to Connect, and to Account in embedded mode when connected', async () => {
    stubFetch()
    const kit = new KitRoot(testOptions())
    await kit.open({ view: 'AllWallets' })
    await kit.close()
    expect(kit.router.history).toEqual([{ view: 'Connect' }])
    const embedded = new KitRoot(testOptions({ enableEmbedded: true }))
    embedded.account.setConnected('eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    await embedded.open()
    await embedded.close()
    expect(embedded.router.view).toBe('Account')
  })

  it('cannot close on SIWXSignMessage while sign-in is required and no session exists: it shakes instead', async () => {
    stubFetch()
    const siwx = fakeSiwx({ required: true })
    const kit = new KitRoot(testOptions({ siwx }))
    kit.account.setConnected(`eip155:${testNetwork.id}:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266`)
    const store = await kit.slice('siwx')
    await kit.open({ view: 'SIWXSignMessage' })
    await kit.close()
    expect(appKitOf(kit).getState().open).toBe(true)
    expect(kit.modal.shake).toBe(true)
    expect(kit.closeBlocked).toBe(true)
    // A session found for the account: the sign view lets go and the modal closes.
    const message = await siwx.createMessage({ chainId: testNetwork.caipNetworkId, accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
    await siwx.addSession({ data: message, message: message.toString(), signature: '0x01' })
    await store.sync(kit.account.caipAddress)
    expect(kit.closeBlocked).toBe(false)
    await vi.waitFor(() => expect(appKitOf(kit).getState().open).toBe(false))
  })

  it('remote config turning off a feature the developer enabled raises the Local configuration ignored warning', async () => {
    stubFetch({
      '/appkit/v1/config': () => json({ features: demoConfig.features.map((f) => (f.id === 'swap' ? { ...f, isEnabled: false } : f)) }),
    })
    const kit = new KitRoot(testOptions({ features: { swaps: true } }))
    kit.prefetch()
    await vi.waitFor(() => expect(appKitOf(kit).getFlags().swaps).toEqual({ value: false, source: 'remote' }))
    expect(kit.alerts.current?.id).toBe('LOCAL_CONFIGURATION_IGNORED')
    expect(kit.alerts.current?.detail).toContain('swaps')
  })

  it('a remote flag never turns on what the developer turned off', async () => {
    stubFetch()
    const kit = new KitRoot(testOptions({ features: { swaps: false } }))
    kit.prefetch()
    await vi.waitFor(() => expect(kit.flagStore.remoteStatus).toBe('ready'))
    expect(appKitOf(kit).getFlags().swaps.value).toBe(false)
  })

  it.each([
    ['/appkit/v1/config', 429, 'RATE_LIMITED'],
    ['/appkit/v1/config', 500, 'SERVER_ERROR'],
    ['/appkit/v1/config', 503, 'SERVER_ERROR'],
    ['/projects/v1/origins', 429, 'RATE_LIMITED'],
    ['/projects/v1/origins', 500, 'SERVER_ERROR'],
  ])('%s answering %i shows the %s alert and the modal keeps working', async (path, status, title) => {
    stubFetch({ [path]: () => json({ message: 'nope' }, status) })
    const kit = new KitRoot(testOptions())
    await kit.open()
    await vi.waitFor(() => expect(kit.alerts.current?.id).toBe(title))
    kit.router.push('AllWallets')
    expect(kit.router.view).toBe('AllWallets')
  })

  it('an unknown project id shows Invalid Project ID', async () => {
    stubFetch({ '/appkit/v1/config': () => json({ message: 'Unauthorized: invalid key' }, 403) })
    const kit = new KitRoot(testOptions())
    await kit.open()
    await vi.waitFor(() => expect(kit.alerts.current?.id).toBe('INVALID_PROJECT_ID'))
  })

  it('a malformed origins answer is ignored: no alert', async () => {
    stubFetch({ '/projects/v1/origins': () => json({ allowed: 'everything' }) })
    const kit = new KitRoot(testOptions())
    await kit.open()
    await vi.waitFor(() => expect(kit.flagStore.remoteStatus).toBe('ready'))
    await settle()
    expect(kit.alerts.current).toBeUndefined()
  })

  it('a page origin outside the allowed origins shows Origin Not Allowed', async () => {
    vi.stubGlobal('location', { origin: 'https://evil.example' })
    stubFetch({ '/projects/v1/origins': () => json({ allowedOrigins: ['https://app.example'] }) })
    const kit = new KitRoot(testOptions())
    await kit.open()
    await vi.waitFor(() => expect(kit.alerts.current?.id).toBe('ORIGIN_NOT_ALLOWED'))
  })

  it('switching to a network outside `networks` shows Network Not Found', async () => {
    stubFetch()
    const kit = new KitRoot(testOptions())
    await expect(appKitOf(kit).switchNetwork({ ...testNetwork, id: 5, caipNetworkId: 'eip155:5' })).rejects.toThrow('Network not found')
    expect(kit.alerts.current?.id).toBe('NETWORK_NOT_FOUND')
  })

  it("getAccount without a namespace is the active namespace's account (AppKit's default)", () => {
    const kit = new KitRoot(testOptions())
    expect(appKitOf(kit).getAccount()).toMatchObject({ isConnected: false, status: 'disconnected' })
  })

  it('subscribeState reports changes', async () => {
    stubFetch()
    const kit = new KitRoot(testOptions())
    const seen: boolean[] = []
    appKitOf(kit).subscribeState((state) => seen.push(state.open))
    await kit.open()
    await kit.close()
    expect(seen).toEqual([true, false])
  })

  it('subscribeEvents delivers MODAL_OPEN and MODAL_CLOSE', async () => {
    stubFetch()
    const kit = new KitRoot(testOptions())
    const events: string[] = []
    appKitOf(kit).subscribeEvents((event) => events.push(event.data.event))
    await kit.open()
    await kit.close()
    expect(events).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  })
})

describe('plugins through the instance', () => {
  afterEach(() => vi.unstubAllGlobals())

  function countingPlugin(flag?: 'swaps'): { plugin: PluginDescriptor; load: ReturnType<typeof vi.fn> } {
    const load = vi.fn(() => Promise.resolve({ views: { Status: () => null }, createStore: () => ({ blocks: 1 }) }))
    return { plugin: { name: 'status', views: { Status: { title: 'Status' } }, ...(flag ? { flag } : {}), load }, load }
  }

  it('loads a plugin chunk only when its view is first shown, and only once', async () => {
    stubFetch()
    const { plugin, load } = countingPlugin()
    const kit = new KitRoot(testOptions({ plugins: [plugin] }))
    expect(load).not.toHaveBeenCalled()
    await kit.open({ view: 'Status' })
    await vi.waitFor(() => expect(kit.plugins.status('status')).toBe('ready'))
    await kit.close()
    await kit.open({ view: 'Status' })
    expect(load).toHaveBeenCalledOnce()
    expect(kit.plugins.loaded('status')?.store).toEqual({ blocks: 1 })
  })

  it('never loads a plugin whose flag is off, and its views are unknown', async () => {
    stubFetch()
    const { plugin, load } = countingPlugin('swaps')
    const kit = new KitRoot(testOptions({ plugins: [plugin], features: { swaps: false } }))
    await expect(kit.open({ view: 'Status' })).rejects.toThrow("Unknown view 'Status'")
    await expect(kit.plugins.load('status')).rejects.toThrow(/turned off/)
    expect(load).not.toHaveBeenCalled()
  })
})
