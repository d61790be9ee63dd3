/** The AppKit instance methods a host moving from Reown AppKit calls (issue 16: API parity). */
import { describe, expect, it, vi } from 'vitest'
import { FAKE_ADDRESS, FakeAdapter } from './test-support/fakeAdapter'
import type { Eip1193Provider } from './kernel/adapterTypes'
import { appKitOf, testNetwork } from './test-support/testKit'
import { secondNetwork, settle, startKit, useQuietApi } from './kernel/stores/connectionTestKit'
import type { PublicState } from './kernel/types'

describe('AppKit instance: parity with Reown AppKit', () => {
  useQuietApi()

  it('account getters default to the active namespace', async () => {
    const { kit } = startKit()
    const appkit = appKitOf(kit)
    expect(appkit.getIsConnectedState()).toBe(false)
    expect(appkit.getAddress()).toBeUndefined()
    expect(appkit.getAccount()).toMatchObject({ isConnected: false, status: 'disconnected' })
    await kit.connection.connect('io.test')
    await settle()
    expect(appkit.getIsConnectedState()).toBe(true)
    expect(appkit.getAddress()).toBe(FAKE_ADDRESS)
    expect(appkit.getCaipAddress()).toBe(`eip155:31337:${FAKE_ADDRESS}`)
    expect(appkit.getAccount()).toMatchObject({ address: FAKE_ADDRESS, isConnected: true })
    expect(appkit.getAddress('solana')).toBeUndefined()
    expect(appkit.getWalletProviderType()).toBe('ANNOUNCED')
    expect(appkit.getWalletInfo('solana')).toBeUndefined()
    expect(appkit.getWalletInfo('eip155')).toEqual({ name: 'Test Wallet', identifier: 'io.test' })
  })

  it('networks: the list, the chain id, and subscriptions that fire on a switch', async () => {
    const { kit } = startKit()
    const appkit = appKitOf(kit)
    expect(appkit.getCaipNetworks().map((n) => n.caipNetworkId)).toEqual([testNetwork.caipNetworkId, secondNetwork.caipNetworkId])
    expect(appkit.getCaipNetworks('solana')).toEqual([])
    expect(appkit.getChainId()).toBe(31337)
    const seen: unknown[] = []
    const changes: unknown[] = []
    appkit.subscribeNetwork((state) => seen.push(state))
    appkit.subscribeCaipNetworkChange((network) => changes.push(network?.caipNetworkId))
    await kit.connection.connect('io.test')
    await appkit.switchNetwork(secondNetwork)
    await settle()
    expect(appkit.getChainId()).toBe(secondNetwork.id)
    expect(seen).toEqual([{ caipNetwork: secondNetwork, chainId: secondNetwork.id, caipNetworkId: secondNetwork.caipNetworkId }])
    expect(changes).toEqual([secondNetwork.caipNetworkId])
  })

  it('theme: getters and subscribeTheme', () => {
    const { kit } = startKit()
    const appkit = appKitOf(kit)
    const seen: unknown[] = []
    appkit.subscribeTheme((theme) => seen.push(theme))
    appkit.setThemeMode('light')
    appkit.setThemeVariables({ '--w3m-accent': '#ff0066' })
    expect(appkit.getThemeMode()).toBe('light')
    expect(appkit.getThemeVariables()).toMatchObject({ '--w3m-accent': '#ff0066' })
    expect(seen).toEqual([
      { themeMode: 'light', themeVariables: {} },
      { themeMode: 'light', themeVariables: { '--w3m-accent': '#ff0066' } },
    ])
  })

  it('wallet info and providers: subscriptions fire on connect and disconnect', async () => {
    const provider: Eip1193Provider = { request: () => Promise.resolve(null), on: () => {}, removeListener: () => {} }
    const { kit } = startKit(new (class extends FakeAdapter {
      override getProvider() {
        return provider
      }
    })())
    const appkit = appKitOf(kit)
    const infos: unknown[] = []
    const providers: string[][] = []
    appkit.subscribeWalletInfo((info) => infos.push(info?.name))
    appkit.subscribeProviders((byNamespace) => providers.push(Object.keys(byNamespace)))
    await kit.connection.connect('io.test')
    await settle()
    await appkit.disconnect()
    await settle()
    expect(infos).toEqual(['Test Wallet', undefined])
    expect(providers).toEqual([['eip155'], []])
    expect(appkit.getWalletProvider()).toBeUndefined()
  })

  it("disconnect with another wallet's connector id leaves the connection", async () => {
    const { kit } = startKit()
    const appkit = appKitOf(kit)
    await kit.connection.connect('io.test')
    await appkit.disconnect(undefined, 'io.other')
    expect(appkit.getIsConnectedState()).toBe(true)
    await appkit.disconnect('eip155', 'io.test')
    expect(appkit.getIsConnectedState()).toBe(false)
  })

  it('state: initialized once stored connections are restored, connectingWallet while a wallet is asked', async () => {
    const { kit, adapter } = startKit()
    const appkit = appKitOf(kit)
    await vi.waitFor(() => expect(appkit.getState().initialized).toBe(true))
    let answer: (value: { address: string; chainId: number }) => void = () => {}
    adapter.connectWith = () => new Promise((resolve) => (answer = resolve))
    const states: PublicState[] = []
    appkit.subscribeState((state) => states.push(state))
    const connecting = kit.connection.connect('io.test')
    await vi.waitFor(() => expect(appkit.getState().connectingWallet).toEqual({ id: 'io.test', name: 'Test Wallet' }))
    await vi.waitFor(() => expect(adapter.calls).toContain('connect:io.test'))
    answer({ address: FAKE_ADDRESS, chainId: 31337 })
    await connecting
    expect(appkit.getState().connectingWallet).toBeUndefined()
    expect(states.some((state) => state.connectingWallet?.name === 'Test Wallet')).toBe(true)
  })

  it('isOpen, toasts and getError', async () => {
    const { kit } = startKit()
    const appkit = appKitOf(kit)
    expect(appkit.isOpen()).toBe(false)
    await appkit.open()
    expect(appkit.isOpen()).toBe(true)
    appkit.showSuccessMessage('Saved')
    expect(kit.toast).toMatchObject({ open: true, message: 'Saved', variant: 'success' })
    expect(appkit.getError()).toBe('')
    appkit.showErrorMessage('Something broke')
    await vi.waitFor(() => expect(appkit.getError()).toBe('Something broke'))
  })

  it('getEvent is the latest event', async () => {
    const { kit } = startKit()
    const appkit = appKitOf(kit)
    await appkit.open()
    expect(appkit.getEvent()?.data.event).toBe('MODAL_OPEN')
  })

  it('fetchBalance reads the balance again; undefined when not connected', async () => {
    const { kit, adapter } = startKit()
    const appkit = appKitOf(kit)
    expect(await appkit.fetchBalance()).toBeUndefined()
    await kit.connection.connect('io.test')
    adapter.balanceWith = () => Promise.resolve({ balance: '12.5', symbol: 'ETH' })
    expect(await appkit.fetchBalance()).toEqual({ balance: '12.5', symbol: 'ETH' })
  })

  it('updateFeatures and setConnectMethodsOrder change the flags; a bad feature throws the OptionsError createAppKit would', () => {
    const { kit } = startKit()
    const appkit = appKitOf(kit)
    expect(appkit.getFlags().swaps).toEqual({ value: true, source: 'default' })
    appkit.updateFeatures({ swaps: false })
    expect(appkit.getFlags().swaps).toEqual({ value: false, source: 'local' })
    appkit.setConnectMethodsOrder(['wallet', 'email', 'social'])
    expect(kit.options.features.connectMethodsOrder).toEqual(['wallet', 'email', 'social'])
    expect(kit.options.explicitFeatures.has('connectMethodsOrder')).toBe(true)
    expect(() => appkit.updateFeatures({ socials: ['myspace' as 'google'] })).toThrow(/features\.socials.*unknown social provider 'myspace'/)
    // The failed update changed nothing.
    expect(appkit.getFlags().swaps.value).toBe(false)
  })
})
