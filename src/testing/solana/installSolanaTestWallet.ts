/**
 * installSolanaTestWallet: a Solana test wallet for a Playwright page. The wallet lives in the Node test process;
 * an init script registers a Wallet Standard wallet in the page whose features reach it through an exposed binding,
 * and its 'change' events reach the page by page.evaluate. The script runs again on every load, and the Node wallet
 * keeps its state (connected, account), like a browser extension.
 */
import { randomUuid } from '../info'
import type { PageLike } from '../installTestWallet'
import type { BridgeReply, BridgeRequest } from '../pageShim'
import { serializeRpcError } from '../rpcErrors'
import { createSolanaTestWallet, type SolanaTestWallet, type SolanaTestWalletOptions } from './createSolanaTestWallet'
import { plainAccount, runBridgeCall } from './solanaBridge'
import { solanaPageShimScript } from './solanaPageShim'

/** The options of a new wallet, or `{ wallet }` to put an existing one into this page too. */
export type InstallSolanaTestWalletOptions = SolanaTestWalletOptions | { wallet: SolanaTestWallet }

/** JSON-safe copy (what can cross into the page). */
const jsonSafe = (value: unknown): unknown => (value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown))

export async function installSolanaTestWallet(page: PageLike, options: InstallSolanaTestWalletOptions = {}): Promise<SolanaTestWallet> {
  const wallet = 'wallet' in options ? options.wallet : createSolanaTestWallet(options)
  const id = randomUuid().replace(/-/g, '')
  const binding = `__gangwaySolanaTestWallet_${id}`
  const emitter = `__gangwaySolanaTestWalletEmit_${id}`

  await page.exposeFunction(binding, async (request: BridgeRequest): Promise<BridgeReply> => {
    try {
      return { ok: true, result: jsonSafe(await runBridgeCall(wallet, request.method, request.params)) }
    } catch (error) {
      return { ok: false, error: serializeRpcError(error) }
    }
  })

  wallet.features['standard:events'].on('change', ({ accounts }) => {
    const expression = `window[${JSON.stringify(emitter)}]?.(${JSON.stringify(accounts.map(plainAccount))})`
    // The page may be navigating or closed: the event is lost, as with an extension and a reloading page.
    page.evaluate(expression).catch(() => undefined)
  })

  await page.addInitScript({ content: solanaPageShimScript({ binding, emitter, name: wallet.name, icon: wallet.icon, chains: wallet.chains }) })
  return wallet
}
