// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppKitOptions } from '../../kernel/options'
import type { PluginDescriptor } from '../../kernel/plugins/types'
import { KitRoot } from '../../kernel/root'
import { FakeAdapter } from '../../test-support/fakeAdapter'
import { renderWithKit, testOptions } from '../../test-support/testKit'
import { ConnectView } from './ConnectView'

/** A login plugin whose Connect section is one button, as e-mail's and socials' are buttons and inputs. */
const loginPlugin = (name: string, method: string, flag: string): PluginDescriptor => ({
  name,
  views: {},
  connectMethod: method,
  flag,
  load: () => Promise.resolve({ views: {}, connectSection: () => <button type="button" data-testid={`section-${name}`}>{name} login</button> }),
})
const login = () => [loginPlugin('email', 'email', 'email'), loginPlugin('social', 'social', 'socials')]

function startKit(options: Partial<AppKitOptions> = {}): KitRoot {
  const kit = new KitRoot(testOptions({ adapters: [new FakeAdapter([{ id: 'io.test', name: 'Test Wallet', rdns: 'io.test' }])], ...options }))
  kit.startAdapters()
  kit.wallets.setRecommended({ featured: [], recommended: [{ id: 'rainbow', name: 'Rainbow' }], count: 1 })
  renderWithKit(kit, <ConnectView />)
  return kit
}

const legal = { features: { legalCheckbox: true }, termsConditionsUrl: 'https://example.test/terms', privacyPolicyUrl: 'https://example.test/privacy' }
const rows = () => screen.getAllByTestId('gw-wallet-row') as HTMLButtonElement[]
const methods = () => [...rows(), screen.getByTestId('gw-wallet-all'), screen.getByTestId('gw-wallet-guide-get-started'), screen.getByTestId('section-email'), screen.getByTestId('section-social')] as HTMLButtonElement[]
/** A button a visitor can use: not disabled itself nor by a disabled fieldset around it. */
const usable = (element: HTMLElement) => !element.matches(':disabled') && !element.closest('fieldset:disabled')

describe('Connect view: the legal checkbox, collapsed wallets and emailShowWallets', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {}))))
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('legalCheckbox: every connect method is disabled until the visitor ticks "I agree to the Terms of Service and Privacy Policy"', async () => {
    const kit = startKit({ ...legal, plugins: login() })
    expect(await screen.findByTestId('section-social')).toBeTruthy()
    expect(await screen.findByText('Rainbow')).toBeTruthy()
    const checkbox = screen.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' })
    expect(methods().filter(usable)).toEqual([])

    fireEvent.click(checkbox)
    expect(methods().every(usable)).toBe(true)
    fireEvent.click(screen.getByTestId('gw-wallet-all'))
    expect(kit.router.view).toBe('AllWallets')
  })

  it('legalCheckbox: until the checkbox’s code is here, Connect’s methods are inert', async () => {
    startKit({ ...legal, plugins: login() })
    expect(screen.getByTestId('gw-connect-sections').hasAttribute('inert')).toBe(true)
    expect(await screen.findByRole('checkbox')).toBeTruthy()
    expect(screen.getByTestId('gw-connect-sections').hasAttribute('inert')).toBe(false)
  })

  it('legalCheckbox: each page is a link that opens in a new tab without access to this one', async () => {
    startKit(legal)
    const terms = await screen.findByRole('link', { name: 'Terms of Service' })
    expect(terms.getAttribute('href')).toBe('https://example.test/terms')
    expect(terms.getAttribute('target')).toBe('_blank')
    expect(terms.getAttribute('rel')).toContain('noopener')
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('https://example.test/privacy')
  })

  it('legalCheckbox: only the page the host gave is named; without either, or with one that is not http(s), no checkbox', async () => {
    startKit({ features: { legalCheckbox: true }, privacyPolicyUrl: 'https://example.test/privacy' })
    expect(await screen.findByRole('checkbox', { name: 'I agree to the Privacy Policy' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Terms of Service' })).toBeNull()
    cleanup()
    for (const options of [{ features: { legalCheckbox: true } }, { features: { legalCheckbox: true }, termsConditionsUrl: 'javascript:alert(1)' }]) {
      startKit(options)
      expect(await screen.findByText('Rainbow')).toBeTruthy()
      expect(screen.queryByRole('checkbox')).toBeNull()
      expect(rows().every(usable)).toBe(true)
      cleanup()
    }
  })

  it('legalCheckbox off (the default): the URLs alone add no checkbox', async () => {
    startKit({ termsConditionsUrl: 'https://example.test/terms', privacyPolicyUrl: 'https://example.test/privacy' })
    expect(await screen.findByText('Rainbow')).toBeTruthy()
    expect(screen.queryByRole('checkbox')).toBeNull()
  })

  it('the tick is kept while the modal closes and opens again', async () => {
    const kit = startKit(legal)
    fireEvent.click(await screen.findByRole('checkbox'))
    act(() => kit.modal.setOpen(false))
    cleanup()
    renderWithKit(kit, <ConnectView />)
    expect((await screen.findByRole<HTMLInputElement>('checkbox')).checked).toBe(true)
  })

  it('collapseWallets: e-mail and social login first, the wallets behind "Continue with a wallet", which opens them in place', async () => {
    startKit({ features: { collapseWallets: true }, plugins: login() })
    const button = await screen.findByRole('button', { name: 'Continue with a wallet' })
    expect(await screen.findByTestId('section-email')).toBeTruthy()
    expect(screen.queryAllByTestId('gw-wallet-row')).toEqual([])
    expect(screen.queryByTestId('gw-wallet-all')).toBeNull()
    const order = [...screen.getByTestId('gw-connect-sections').querySelectorAll('[data-testid^="gw-connect-section-"]')].map((section) => section.getAttribute('data-testid'))
    expect(order).toEqual(['gw-connect-section-email', 'gw-connect-section-social', 'gw-connect-section-wallet'])
    fireEvent.click(button)
    expect(await screen.findByText('Rainbow')).toBeTruthy()
    expect(screen.getByTestId('gw-wallet-all')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Continue with a wallet' })).toBeNull()
    expect(document.activeElement).toBe(rows()[0])
  })

  it('collapseWallets without e-mail or social login: the wallet list as usual', async () => {
    startKit({ features: { collapseWallets: true } })
    expect(await screen.findByText('Rainbow')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Continue with a wallet' })).toBeNull()
  })

  it('emailShowWallets: false: only the e-mail and social login, and the button to the wallets', async () => {
    startKit({ features: { emailShowWallets: false }, plugins: login() })
    expect(await screen.findByRole('button', { name: 'Continue with a wallet' })).toBeTruthy()
    expect(await screen.findByTestId('section-social')).toBeTruthy()
    expect(screen.queryAllByTestId('gw-wallet-row')).toEqual([])
  })

  it('by default (emailShowWallets on, collapseWallets off): the wallets show beside the e-mail login', async () => {
    startKit({ plugins: login() })
    expect(await screen.findByText('Rainbow')).toBeTruthy()
    expect(await screen.findByTestId('section-email')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Continue with a wallet' })).toBeNull()
  })

  it('the collapsed list closes again when the modal closes', async () => {
    const kit = startKit({ features: { collapseWallets: true }, plugins: login() })
    act(() => kit.modal.setOpen(true))
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with a wallet' }))
    expect(await screen.findByText('Rainbow')).toBeTruthy()
    act(() => kit.modal.setOpen(false))
    expect(await screen.findByRole('button', { name: 'Continue with a wallet' })).toBeTruthy()
  })
})
