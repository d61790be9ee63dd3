/**
 * installTestWallet: a test wallet for a Playwright page. The wallet lives in the Node test process; a
 * small init script (pageShim) gives the page an EIP-1193 provider that forwards each request through an
 * exposed binding, and the wallet's events reach the page by page.evaluate. The init script runs again
 * on every load, and the Node wallet keeps its state (connection, chain), like a browser extension.
 * Playwright is not imported; an object shaped like PageLike is enough.
 */
import { createTestWallet, type TestWallet } from './createTestWallet'
import { randomUuid } from './info'
import { pageShimScript, type BridgeReply, type BridgeRequest } from './pageShim'
import { serializeRpcError } from './rpcErrors'
import type { Eip1193EventName, TestWalletOptions } from './types'

/** The parts of a Playwright `Page` installTestWallet uses. */
export interface PageLike {
  addInitScript(script: { content: string }): Promise<unknown>
  exposeFunction(name: string, callback: (request: BridgeRequest) => Promise<BridgeReply>): Promise<unknown>
  evaluate(expression: string): Promise<unknown>
}

export interface InstallOptions {
  /** Announce the provider by EIP-6963. Default true. */
  announce?: boolean
  /** Also set window.ethereum to the provider. Default false. */
  asWindowEthereum?: boolean
}

/** Either the options of a new wallet, or `{ wallet }` to put an existing one into this page too. */
export type InstallTestWalletOptions = (TestWalletOptions | { wallet: TestWallet }) & InstallOptions

const EVENTS: readonly Eip1193EventName[] = ['accountsChanged', 'chainChanged', 'connect', 'disconnect']

/** JSON-safe copy (what can cross into the page). */
const jsonSafe = (value: unknown): unknown => (value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown))

export async function installTestWallet(page: PageLike, options: InstallTestWalletOptions): Promise<TestWallet> {
  const wallet = 'wallet' in options ? options.wallet : createTestWallet(options)
  const id = randomUuid().replace(/-/g, '')
  const binding = `__gangwayTestWallet_${id}`
  const emitter = `__gangwayTestWalletEmit_${id}`

  await page.exposeFunction(binding, async (request: BridgeRequest): Promise<BridgeReply> => {
    try {
      const result = await wallet.request(request.params === undefined ? { method: request.method } : { method: request.method, params: request.params as unknown[] })
      return { ok: true, result: jsonSafe(result) }
    } catch (error) {
      return { ok: false, error: serializeRpcError(error) }
    }
  })

  for (const event of EVENTS) {
    wallet.on(event, (...args: unknown[]) => {
      const payload = event === 'disconnect' ? [serializeRpcError(args[0])] : args
      const expression = `window[${JSON.stringify(emitter)}]?.(${JSON.stringify(event)}, ${JSON.stringify(payload)})`
      // The page may be navigating or closed: the event is lost, as with an extension and a reloading page.
      page.evaluate(expression).catch(() => undefined)
    })
  }

  await page.addInitScript({
    content: pageShimScript({
      binding,
      emitter,
      info: wallet.info,
      announce: options.announce ?? true,
      asWindowEthereum: options.asWindowEthereum ?? false,
    }),
  })
  return wallet
}
