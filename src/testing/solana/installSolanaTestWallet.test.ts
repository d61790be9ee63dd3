// @vitest-environment node
/**
 * installSolanaTestWallet with a fake Playwright page whose documents are happy-dom windows (the init script runs on
 * each load; the binding and page.evaluate cross a JSON boundary like Playwright's), found by the real SolanaAdapter.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { Window as HappyDomWindow } from 'happy-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SolanaAdapter } from '../../adapters/solana/SolanaAdapter'
import { adapterTestContext } from '../../test-support/adapterTestContext'
import { solanaLocal } from '../../networks/solanaNetworks'
import { solanaTestKeypair } from '../../protocol/solanaTestKeys'
import type { PageLike } from '../installTestWallet'
import type { BridgeReply, BridgeRequest } from '../pageShim'
import { installSolanaTestWallet } from './installSolanaTestWallet'

const jsonCopy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

class FakePage implements PageLike {
  readonly #scripts: string[] = []
  readonly #bindings = new Map<string, (request: BridgeRequest) => Promise<BridgeReply>>()
  readonly #windows: HappyDomWindow[] = []
  window!: HappyDomWindow & Record<string, unknown>

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
  load(): HappyDomWindow & Record<string, unknown> {
    const win = new HappyDomWindow() as HappyDomWindow & Record<string, unknown>
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

/** The adapter set up in that window, its discovery run (it follows the adapter's code, fetched on setup). */
async function adapterIn(win: HappyDomWindow) {
  const { context, connectors } = adapterTestContext([solanaLocal], 'http://127.0.0.1:9/v1/')
  const adapter = new SolanaAdapter({ window: win as unknown as Window })
  const dispose = adapter.setup(context)
  await adapter.ready()
  return { adapter, context, connectors, dispose }
}

let page: FakePage | undefined
afterEach(async () => {
  await page?.close()
  page = undefined
})

describe('installSolanaTestWallet', () => {
  it('registers a Wallet Standard wallet the adapter lists, connects and signs with', async () => {
    page = new FakePage()
    const wallet = await installSolanaTestWallet(page, { accountIndex: 2 })
    const { adapter, connectors, dispose } = await adapterIn(page.load())
    expect(connectors).toEqual([expect.objectContaining({ id: 'Gangway Solana Test Wallet', type: 'ANNOUNCED' })])
    await expect(adapter.connect('Gangway Solana Test Wallet', solanaLocal)).resolves.toEqual({ address: solanaTestKeypair(2).address, chainId: solanaLocal.id })
    const signature = await adapter.signMessage('Gangway Solana Test Wallet', wallet.address, 'through the page')
    expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode('through the page'), wallet.publicKey)).toBe(true)
    expect(wallet.requests.map(({ method }) => method)).toEqual(['standard:connect', 'solana:signMessage'])
    dispose()
  })

  it("brings the wallet's account change into the page, and keeps the connection across loads", async () => {
    page = new FakePage()
    const wallet = await installSolanaTestWallet(page)
    const first = await adapterIn(page.load())
    await first.adapter.connect('Gangway Solana Test Wallet', solanaLocal)
    wallet.setAccount(5)
    await vi.waitFor(() => expect(first.context.onAccountsChanged).toHaveBeenCalledWith('Gangway Solana Test Wallet', [solanaTestKeypair(5).address]))
    first.dispose()
    // A reload: the wallet still grants the site, so the kit reconnects without a prompt.
    const second = await adapterIn(page.load())
    await expect(second.adapter.reconnect('Gangway Solana Test Wallet')).resolves.toEqual({ address: solanaTestKeypair(5).address, chainId: solanaLocal.id })
    second.dispose()
  })

  it("carries the wallet's refusal into the page as 4001", async () => {
    page = new FakePage()
    const wallet = await installSolanaTestWallet(page)
    const { adapter, dispose } = await adapterIn(page.load())
    wallet.faults.next({ kind: 'reject' })
    await expect(adapter.connect('Gangway Solana Test Wallet', solanaLocal)).rejects.toMatchObject({ code: 4001 })
    dispose()
  })
})
