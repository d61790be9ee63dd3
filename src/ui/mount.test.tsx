// @vitest-environment happy-dom
import { act } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { KitRoot } from '../kernel/root'
import { testOptions, appKitOf } from '../test-support/testKit'
import { mountModal, type MountedModal } from './mount'

let mounted: MountedModal | undefined

function shadow(): ShadowRoot {
  const host = document.querySelector('gangway-modal')
  if (!host?.shadowRoot) throw new Error('no <gangway-modal> with an open shadow root')
  return host.shadowRoot
}

function setup(overrides = {}) {
  const kit = new KitRoot(testOptions(overrides))
  mounted = mountModal(kit, true)
  return kit
}

describe('modal shell', () => {
  beforeEach(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})))
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }))
  })
  afterEach(() => {
    mounted?.unmount()
    vi.unstubAllGlobals()
  })

  it('appends one <gangway-modal> with an open shadow root and renders nothing while closed', () => {
    setup()
    expect(document.querySelectorAll('gangway-modal')).toHaveLength(1)
    expect(shadow().querySelector('[role="dialog"]')).toBeNull()
  })

  it('open() renders the dialog on Connect in the same task, with an accessible name', async () => {
    const kit = setup()
    await act(async () => void kit.open())
    const dialog = shadow().querySelector('[role="dialog"]')
    expect(dialog?.getAttribute('aria-modal')).toBe('true')
    const title = shadow().getElementById(dialog?.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent).toBe('Connect Wallet')
    expect(shadow().querySelector('[data-view]')?.getAttribute('data-view')).toBe('Connect')
  })

  it('Escape and the close button close the modal', async () => {
    const kit = setup()
    await act(async () => void kit.open())
    await act(async () => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    })
    expect(kit.modal.isOpen).toBe(false)
    expect(shadow().querySelector('[role="dialog"]')).toBeNull()
    await act(async () => void kit.open())
    await act(async () => (shadow().querySelector('[data-testid="gw-header-close"]') as HTMLButtonElement).click())
    expect(kit.modal.isOpen).toBe(false)
  })

  it('the back button appears with history and goes back', async () => {
    const kit = setup()
    await act(async () => void kit.open())
    expect(shadow().querySelector('[data-testid="gw-header-back"]')).toBeNull()
    await act(async () => kit.router.push('AllWallets'))
    expect(shadow().querySelector('[data-view]')?.getAttribute('data-view')).toBe('AllWallets')
    await act(async () => (shadow().querySelector('[data-testid="gw-header-back"]') as HTMLButtonElement).click())
    expect(shadow().querySelector('[data-view]')?.getAttribute('data-view')).toBe('Connect')
  })

  it('moves focus to the new view title when the view changes, so it never falls outside the dialog', async () => {
    const kit = setup()
    await act(async () => void kit.open())
    await act(async () => (shadow().querySelector('[data-testid="gw-wallet-all"]') as HTMLButtonElement).click())
    expect(shadow().activeElement?.getAttribute('data-testid')).toBe('gw-header-title')
    expect(shadow().activeElement?.textContent).toBe('All Wallets')
    await act(async () => (shadow().querySelector('[data-testid="gw-header-back"]') as HTMLButtonElement).click())
    expect(shadow().activeElement?.textContent).toBe('Connect Wallet')
  })

  it('uses the default z-index 999 and the §2 theme variables', () => {
    setup({ themeVariables: { '--w3m-font-family': 'Inter', '--w3m-border-radius-master': '2px', '--w3m-font-size-master': '9px', '--w3m-background': '#101010', '--w3m-color-mix': '#00ff00', '--w3m-color-mix-strength': 20 } })
    const host = document.querySelector('gangway-modal') as HTMLElement
    expect(host.style.getPropertyValue('--gw-z-index')).toBe('999')
    expect(host.style.getPropertyValue('--gw-font-family')).toBe('Inter')
    expect(host.style.getPropertyValue('--gw-radius')).toBe('2px')
    expect(host.style.getPropertyValue('--gw-font-size')).toBe('9px')
    expect(host.style.getPropertyValue('--gw-bg')).toBe('#101010')
    expect(host.style.getPropertyValue('--gw-surface')).toContain('#00ff00 20%')
  })

  it('applies the theme to the host and follows setThemeMode', async () => {
    const kit = setup({ themeMode: 'light', themeVariables: { '--w3m-accent': '#ff0066', '--w3m-z-index': 5000 } })
    const host = document.querySelector('gangway-modal') as HTMLElement
    expect(host.getAttribute('data-theme')).toBe('light')
    expect(host.style.getPropertyValue('--gw-accent')).toBe('#ff0066')
    expect(host.style.getPropertyValue('--gw-z-index')).toBe('5000')
    await act(async () => appKitOf(kit).setThemeMode('dark'))
    expect(host.getAttribute('data-theme')).toBe('dark')
  })

  it('adds the fonts stylesheet on the first open only, and only when endpoints.fonts is set', async () => {
    const kit = setup({ endpoints: { fonts: 'https://fonts.example/gangway.css' } })
    expect(document.head.querySelector('link[data-gangway-fonts]')).toBeNull()
    await act(async () => void kit.open())
    await act(async () => void kit.close())
    await act(async () => void kit.open())
    // The code that adds it is its own chunk.
    await vi.waitFor(() => expect(document.head.querySelectorAll('link[data-gangway-fonts]')).toHaveLength(1))
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[data-gangway-fonts]')
    expect(Array.from(links).map((link) => link.href)).toEqual(['https://fonts.example/gangway.css'])
    links.forEach((link) => link.remove())
  })

  it('adds no fonts stylesheet by default', async () => {
    const kit = setup()
    await act(async () => void kit.open())
    expect(document.head.querySelector('link[data-gangway-fonts]')).toBeNull()
  })

  it('shows an alert from the catalogue inside the open modal', async () => {
    const kit = setup()
    await act(async () => void kit.open())
    await act(async () => kit.alerts.show('RATE_LIMITED'))
    // The banner's content is its own chunk, loaded with the first alert.
    await vi.waitFor(() => expect(shadow().querySelector('[data-testid="gw-alert"]')?.textContent).toContain('Rate Limited'))
  })
})
