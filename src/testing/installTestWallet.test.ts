// @vitest-environment node
/**
 * installTestWallet with a fake Playwright page whose documents are happy-dom windows: the init script
 * runs on each "load", the binding and page.evaluate cross a JSON boundary like Playwright's. The real
 * Chromium run is test/e2e/test-wallet.e2e.ts.
 */
import { Window as HappyDomWindow } from 'happy-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { installTestWallet, type PageLike } from './installTestWallet'
import type { BridgeReply, BridgeRequest } from './pageShim'

const chains = [
  { id: 31337, name: 'A', rpcUrl: 'http://127.0.0.1:9' },
  { id: 31338, name: 'B', rpcUrl: 'http://127.0.0.1:9' },
]

interface PageProvider {
  isGangwayTestWallet?: boolean
  request(args: { method: string; params?: unknown[] }): Promise<unknown>
  on(event: string, listener: (...args: unknown[]) => void): unknown
  removeListener(event: string, listener: (...args: unknown[]) => void): unknown
}
interface Announced {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: PageProvider
}
type PageWindow = HappyDomWindow & Record<string, unknown> & { ethereum?: PageProvider }

const jsonCopy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

/** A page whose document is a happy-dom window; load() starts a new document like a navigation. */
class FakePage implements PageLike {
  readonly #scripts: string[] = []
  readonly #bindings = new Map<string, (request: BridgeRequest) => Promise<BridgeReply>>()
  readonly #windows: HappyDomWindow[] = []
  window!: PageWindow

  addInitScript(script: { content: string }): Promise<void> {
    this.#scripts.push(script.content)
    return Promise.resolve()
  }
  exposeFunction(name: string, callback: (request: BridgeRequest) => Promise<BridgeReply>): Promise<void> {
    this.#bindings.set(name, callback)
    return Promise.resolve()
  }
  evaluate(expression: string): Promise<unknown> {
    return Promise.resolve(jsonCopy(new Function('window', `return (${expression})`)(this.window) ?? null))
  }
  load(): PageWindow {
    const win = new HappyDomWindow() as PageWindow
    this.#windows.push(win)
    for (const [name, callback] of this.#bindings) win[name] = async (request: unknown) => jsonCopy(await callback(jsonCopy(request as BridgeRequest)))
    for (const script of this.#scripts) new Function('window', 'CustomEvent', script)(win, win.CustomEvent)
    this.window = win
    return win
  }
  async close(): Promise<void> {
    await Promise.all(this.#windows.map((win) => win.happyDOM.close()))
  }
}

/** What a dApp in the page discovers by EIP-6963. */
function discover(win: PageWindow): Announced[] {
  const found: Announced[] = []
  win.addEventListener('eip6963:announceProvider', (event) => found.push((event as unknown as CustomEvent<Announced>).detail))
  win.dispatchEvent(new win.Event('eip6963:requestProvider'))
  return found
}

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 10))

describe('installTestWallet (fake page)', () => {
  const pages: FakePage[] = []
  const newPage = (): FakePage => {
    const page = new FakePage()
    pages.push(page)
    return page
  }
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.close()))
  })

  it('gives the page an EIP-6963 provider whose requests reach the Node wallet, errors keeping code and message', async () => {
    const page = newPage()
    const wallet = await installTestWallet(page, { chains, info: { name: 'Fake Page Wallet' } })
    const [announced, ...others] = discover(page.load())
    expect(others).toEqual([])
    expect(announced!.info).toEqual(wallet.info)
    expect(Object.isFrozen(announced)).toBe(true)
    expect(announced!.provider.isGangwayTestWallet).toBe(true)
    expect(await announced!.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await announced!.provider.request({ method: 'eth_requestAccounts' })).toEqual([wallet.address])
    wallet.faults.next({ kind: 'error', code: -32000, message: 'custom', data: { why: 'test' } })
    const error = (await announced!.provider.request({ method: 'personal_sign', params: ['hi', wallet.address] }).catch((e: unknown) => e)) as Error & { code: number; data: unknown }
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('ProviderRpcError')
    expect({ code: error.code, message: error.message, data: error.data }).toEqual({ code: -32000, message: 'custom', data: { why: 'test' } })
    expect(wallet.requests.map((entry) => entry.method)).toEqual(['eth_chainId', 'eth_requestAccounts', 'personal_sign'])
    const invalid = (await announced!.provider.request({ method: '' }).catch((e: unknown) => e)) as { code: number }
    expect(invalid.code).toBe(-32602)
  })

  it('delivers the wallet events to the page listeners (disconnect as an Error with code 4900)', async () => {
    const page = newPage()
    const wallet = await installTestWallet(page, { chains })
    const [{ provider }] = discover(page.load()) as [Announced]
    const events: unknown[][] = []
    const onChain = (chainId: unknown): void => void events.push(['chainChanged', chainId])
    provider.on('accountsChanged', (accounts) => events.push(['accountsChanged', accounts]))
    provider.on('chainChanged', onChain)
    provider.on('connect', (info) => events.push(['connect', info]))
    provider.on('disconnect', (error) => events.push(['disconnect', (error as Error).message, (error as { code: number }).code]))
    await provider.request({ method: 'eth_requestAccounts' })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    wallet.disconnect()
    await settle()
    provider.removeListener('chainChanged', onChain)
    wallet.switchChain(31337)
    await settle()
    expect(events).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [wallet.address]],
      ['chainChanged', '0x7a6a'],
      ['disconnect', 'The provider is disconnected from all chains.', 4900],
      ['accountsChanged', []],
    ])
  })

  it('runs again on every load and the wallet state survives', async () => {
    const page = newPage()
    const wallet = await installTestWallet(page, { chains })
    const first = discover(page.load())[0]!.provider
    await first.request({ method: 'eth_requestAccounts' })
    await first.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    const second = discover(page.load())[0]!.provider
    expect(second).not.toBe(first)
    expect(await second.request({ method: 'eth_accounts' })).toEqual([wallet.address])
    expect(await second.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })

  it('two wallets in one page have their own bindings; asWindowEthereum and announce: false', async () => {
    const page = newPage()
    const one = await installTestWallet(page, { chains, info: { name: 'One', rdns: 'dev.gangway.one' } })
    const two = await installTestWallet(page, { chains, info: { name: 'Two', rdns: 'dev.gangway.two' }, accountIndex: 1, asWindowEthereum: true })
    const hidden = await installTestWallet(page, { chains, info: { name: 'Hidden' }, announce: false })
    const win = page.load()
    const found = discover(win)
    expect(found.map((d) => d.info.name)).toEqual(['One', 'Two'])
    expect(await found[0]!.provider.request({ method: 'eth_requestAccounts' })).toEqual([one.address])
    expect(await found[1]!.provider.request({ method: 'eth_requestAccounts' })).toEqual([two.address])
    expect(one.address).not.toBe(two.address)
    expect(await win.ethereum!.request({ method: 'eth_accounts' })).toEqual([two.address])
    expect(one.requests).toHaveLength(1)
    expect(two.requests).toHaveLength(2)
    expect(hidden.requests).toHaveLength(0)
  })

  it('can put an existing wallet into another page', async () => {
    const [pageA, pageB] = [newPage(), newPage()]
    const wallet = await installTestWallet(pageA, { chains })
    expect(await installTestWallet(pageB, { wallet })).toBe(wallet)
    const inA = discover(pageA.load())[0]!.provider
    const inB = discover(pageB.load())[0]!.provider
    await inA.request({ method: 'eth_requestAccounts' })
    expect(await inB.request({ method: 'eth_accounts' })).toEqual([wallet.address])
  })
})
