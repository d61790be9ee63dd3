// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ImagePreloader } from '../../kernel/imagePreload'
import { WalletPagesStore } from '../../kernel/walletPages'
import { KitRoot } from '../../kernel/root'
import { renderWithKit, testOptions } from '../../test-support/testKit'
import AllWalletsView from './AllWalletsView'

const TOTAL = 5000

/** GET /getWallets over a directory of 5,000 "Wallet n", one of them MetaMask (rdns io.metamask). */
const DIRECTORY = Array.from({ length: TOTAL }, (_, n) =>
  n === 1 ? { id: 'mm', name: 'MetaMask', rdns: 'io.metamask', image_id: 'mm' } : { id: `w${n}`, name: `Wallet ${n}`, image_id: `i${n}` },
)

function directoryFetch(url: string): Promise<Response> {
  const params = new URL(url).searchParams
  const page = Number(params.get('page') ?? 1)
  const entries = Number(params.get('entries') ?? 40)
  const search = params.get('search')?.toLowerCase()
  const matches = search ? DIRECTORY.filter((wallet) => wallet.name.toLowerCase().includes(search)) : DIRECTORY
  const data = matches.slice((page - 1) * entries, page * entries)
  return Promise.resolve(new Response(JSON.stringify({ count: matches.length, data })))
}

/** An IntersectionObserver the test drives: nothing is "visible" until `reveal` says so. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = []
  readonly targets = new Set<Element>()
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this)
  }
  observe(target: Element) {
    this.targets.add(target)
  }
  disconnect() {
    this.targets.clear()
  }
  static show(target: Element, isIntersecting = true) {
    for (const observer of FakeIntersectionObserver.instances)
      if (observer.targets.has(target)) observer.callback([{ isIntersecting, target } as IntersectionObserverEntry], observer as never)
  }
}

function setup() {
  const kit = new KitRoot(testOptions())
  kit.connectors.add({ id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', rdns: 'io.metamask' })
  kit.connectors.add({ id: 'injected', type: 'INJECTED', name: 'Browser Wallet' })
  // The view's registry entry loads these with it.
  const images = kit.lazy.provide('images', new ImagePreloader(kit.options.timings.imagePreloadGiveUp))
  kit.lazy.provide('walletPages', new WalletPagesStore(kit.wallets, images))
  renderWithKit(kit, <AllWalletsView />)
  return { kit }
}

const tiles = () => screen.queryAllByTestId('gw-wallet-tile')

describe('AllWallets view', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = []
    vi.stubGlobal('fetch', vi.fn(directoryFetch))
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('with 5,000 wallets renders only the rows in view, in a canvas as tall as the whole list', async () => {
    setup()
    await waitFor(() => expect(tiles().length).toBeGreaterThan(20))
    expect(tiles().length).toBeLessThanOrEqual(40)
    const canvas = screen.getByTestId('gw-all-wallets-grid').firstElementChild as HTMLElement
    expect(canvas.style.height).toBe(`${Math.ceil(TOTAL / 4) * 96}px`)
  })

  it('installed first and marked; the directory MetaMask is not repeated; the Browser Wallet is hidden on desktop', async () => {
    setup()
    await waitFor(() => expect(tiles().length).toBeGreaterThan(20))
    const ids = tiles().map((tile) => tile.getAttribute('data-wallet-id'))
    expect(ids.slice(0, 3)).toEqual(['io.metamask', 'w0', 'w2'])
    expect(tiles()[0]!.getAttribute('data-installed')).toBe('true')
    expect(ids).not.toContain('mm')
    expect(ids).not.toContain('injected')
  })

  it('requests images for the first 20 of a page; the others only once they scroll into view', async () => {
    const { kit } = setup()
    await waitFor(() => expect(tiles().length).toBeGreaterThan(20))
    const requested = () => new Set((kit.lazy.get<ImagePreloader>('images')?.states.keys() ?? []))
    const urlOf = (n: number) => kit.wallets.imageUrl({ id: `w${n}`, name: '', image_id: `i${n}` })!
    expect(requested().has(urlOf(19))).toBe(true)
    expect(requested().has(urlOf(22))).toBe(false)
    const imageOf = (n: number) => tiles().find((tile) => tile.getAttribute('data-wallet-id') === `w${n}`)!.querySelector('.gw-wallet-image')!
    // Scrolled past at once: nothing requested.
    act(() => FakeIntersectionObserver.show(imageOf(23)))
    act(() => FakeIntersectionObserver.show(imageOf(23), false))
    // Staying in view for a moment: requested.
    act(() => FakeIntersectionObserver.show(imageOf(22)))
    await waitFor(() => expect(requested().has(urlOf(22))).toBe(true))
    expect(requested().has(urlOf(23))).toBe(false)
  })

  it('a focused tile stays in the document when it scrolls out of the window', async () => {
    setup()
    await waitFor(() => expect(tiles().length).toBeGreaterThan(20))
    const tile = tiles()[1]!
    act(() => tile.focus())
    const grid = screen.getByTestId('gw-all-wallets-grid')
    act(() => {
      grid.scrollTop = 96 * 600
      fireEvent.scroll(grid)
    })
    await waitFor(() => expect(tiles().some((t) => Number(t.getAttribute('data-index')) > 2000)).toBe(true))
    expect(tile.isConnected).toBe(true)
    expect(document.activeElement).toBe(tile)
    expect(tiles().length).toBeLessThanOrEqual(44)
  })

  it('the search field has a label, and search shows the matching wallets after the minimum wait', async () => {
    setup()
    const input = screen.getByLabelText('Search wallets')
    fireEvent.change(input, { target: { value: 'Wallet 4' } })
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('search=Wallet+4'))).toBe(true))
    await waitFor(() => expect(tiles()[0]?.textContent).toContain('Wallet 4'), { timeout: 2000 })
    expect(tiles().every((tile) => tile.textContent?.includes('Wallet 4'))).toBe(true)
    expect(screen.getByTestId('gw-all-wallets-grid').getAttribute('aria-busy')).toBe('false')
  })

  it('the Certified switch, labelled, asks the directory for certified wallets only (badge_type)', async () => {
    setup()
    const certified = screen.getByRole('switch', { name: 'Certified' })
    fireEvent.click(certified)
    expect((certified as HTMLInputElement).checked).toBe(true)
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('badge_type=certified'))).toBe(true), { timeout: 2000 })
  })
})
