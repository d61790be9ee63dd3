// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { KitRoot } from '../../kernel/root'
import { renderWithKit, sectionPlugin, testOptions } from '../../test-support/testKit'
import { ConnectView } from './ConnectView'

function sectionOrder(): string[] {
  return Array.from(document.querySelectorAll('[data-testid^="gw-connect-section-"]')).map((el) => el.getAttribute('data-testid')!.replace('gw-connect-section-', ''))
}

const plugins = [sectionPlugin('email', 'email', 'email'), sectionPlugin('social', 'social', 'socials')]

describe('Connect view method order (§2)', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {}))))
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('shows e-mail, social, wallet by default', async () => {
    renderWithKit(new KitRoot(testOptions({ plugins })), <ConnectView />)
    expect(sectionOrder()).toEqual(['email', 'social', 'wallet'])
    expect(await screen.findByTestId('section-email')).toBeTruthy()
    expect(await screen.findByTestId('section-social')).toBeTruthy()
  })

  it("shows a plugin's own connect method after the built-in ones, unless its flag is off", async () => {
    const status = sectionPlugin('status', 'status', 'statusFlag')
    renderWithKit(new KitRoot(testOptions({ plugins: [status, ...plugins] })), <ConnectView />)
    expect(sectionOrder()).toEqual(['email', 'social', 'wallet', 'status'])
    expect(await screen.findByTestId('section-status')).toBeTruthy()
    cleanup()
    renderWithKit(new KitRoot(testOptions({ plugins: [status, ...plugins], features: { statusFlag: false } })), <ConnectView />)
    expect(sectionOrder()).toEqual(['email', 'social', 'wallet'])
  })

  it('limited to Solana (open({ namespace }), SwitchActiveChain), keeps e-mail and social only when the auth connector spans solana', () => {
    const embedded = plugins.map((plugin) => ({ ...plugin, embeddedWallet: true }))
    const kit = new KitRoot(testOptions({ plugins: embedded }))
    kit.connectors.add({ id: 'auth', type: 'AUTH', name: 'Email', namespace: 'eip155' })
    kit.connectNamespace = 'solana'
    renderWithKit(kit, <ConnectView />)
    expect(sectionOrder()).toEqual(['wallet'])
    cleanup()
    const spanning = new KitRoot(testOptions({ plugins: embedded }))
    spanning.connectors.add({ id: 'auth', type: 'AUTH', name: 'Email', namespace: 'eip155', namespaces: ['solana'] })
    spanning.connectNamespace = 'solana'
    renderWithKit(spanning, <ConnectView />)
    expect(sectionOrder()).toEqual(['email', 'social', 'wallet'])
    cleanup()
    spanning.connectNamespace = 'eip155'
    renderWithKit(spanning, <ConnectView />)
    expect(sectionOrder()).toEqual(['email', 'social', 'wallet'])
  })

  it('puts the wallet section first when an injected or announced wallet exists', async () => {
    const kit = new KitRoot(testOptions({ plugins }))
    kit.connectors.add({ id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask' })
    renderWithKit(kit, <ConnectView />)
    expect(sectionOrder()).toEqual(['wallet', 'email', 'social'])
    // The rows are their own chunk.
    expect(await screen.findByText('MetaMask')).toBeTruthy()
  })

  it('follows features.connectMethodsOrder when the developer sets it', () => {
    const kit = new KitRoot(testOptions({ plugins, features: { connectMethodsOrder: ['social', 'wallet', 'email'] } }))
    kit.connectors.add({ id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask' })
    renderWithKit(kit, <ConnectView />)
    expect(sectionOrder()).toEqual(['social', 'wallet', 'email'])
  })

  it("in a Safe's frame, leads with the wallet section and the Safe row first, over a configured order (§6)", async () => {
    const kit = new KitRoot(testOptions({ plugins, features: { connectMethodsOrder: ['email', 'social', 'wallet'] } }))
    kit.connectors.add({ id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', namespace: 'eip155' })
    kit.connectors.add({ id: 'safe', type: 'EXTERNAL', name: 'Safe', namespace: 'eip155' })
    renderWithKit(kit, <ConnectView />)
    expect(sectionOrder()).toEqual(['wallet', 'email', 'social'])
    await screen.findByText('Safe')
    const rows = Array.from(document.querySelectorAll('[data-testid="gw-wallet-row"]')).map((row) => row.getAttribute('data-wallet-id'))
    expect(rows.slice(0, 2)).toEqual(['safe', 'io.metamask'])
  })

  it('shows only the wallet section when no e-mail or social plugin is installed', () => {
    renderWithKit(new KitRoot(testOptions()), <ConnectView />)
    expect(sectionOrder()).toEqual(['wallet'])
  })

  it('leaves out a section whose plugin flag is off', () => {
    renderWithKit(new KitRoot(testOptions({ plugins, features: { email: false } })), <ConnectView />)
    expect(sectionOrder()).toEqual(['social', 'wallet'])
  })

  it("hides All Wallets with allWallets: 'HIDE' or features.allWallets false", () => {
    renderWithKit(new KitRoot(testOptions({ allWallets: 'HIDE' })), <ConnectView />)
    expect(screen.queryByTestId('gw-wallet-all')).toBeNull()
    cleanup()
    renderWithKit(new KitRoot(testOptions({ features: { allWallets: false } })), <ConnectView />)
    expect(screen.queryByTestId('gw-wallet-all')).toBeNull()
  })

  it('shows skeleton rows while the wallet directory loads', () => {
    renderWithKit(new KitRoot(testOptions()), <ConnectView />)
    expect(screen.getAllByTestId('gw-skeleton').length).toBeGreaterThan(0)
    expect(screen.getByTestId('gw-wallet-all').textContent).toContain('All Wallets')
  })
})
