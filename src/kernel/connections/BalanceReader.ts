import * as z from 'zod/mini'
import { createNativeBalanceCache, type TtlCache } from '../storage/ttlCache'
import type { ConnectionFlowsDeps } from './connectionFlowParts'

const balanceSchema = z.object({ balance: z.string(), symbol: z.string() })

/** The connected account's balance as Account shows it: read through the adapter (or the `tokens` option's ERC-20), cached. */
export class BalanceReader {
  private readonly balances: TtlCache<z.infer<typeof balanceSchema>>
  private readonly reads = new Map<string, Promise<void>>()

  constructor(private readonly deps: Pick<ConnectionFlowsDeps, 'account' | 'networks' | 'tokens' | 'rpcUrl' | 'storage' | 'connection'>) {
    this.balances = createNativeBalanceCache({ storage: deps.storage, schema: balanceSchema })
  }

  /**
   * Reads the balance (30 s cache, one read at a time per account); skipped on an unsupported network. The
   * native balance, or on a network the `tokens` option names, that ERC-20's (AppKit's tokens).
   */
  refresh(force = false): Promise<void> {
    const { account, networks, tokens, rpcUrl } = this.deps
    const caipAddress = account.caipAddress
    const network = networks.active
    const adapter = this.deps.connection.adapterFor(account.namespace)
    const address = account.address
    if (!caipAddress || !network || networks.isUnsupported || !adapter || !address) return Promise.resolve()
    const token = network.chainNamespace === 'eip155' ? tokens[network.caipNetworkId] : undefined
    // A token's balance is cached apart from the native one.
    const key = token ? `${caipAddress}/${token.address}` : caipAddress
    const cached = force ? undefined : this.balances.get(key)
    if (cached) {
      account.setBalance(cached.balance, cached.symbol)
      return Promise.resolve()
    }
    const pending = this.reads.get(key)
    if (pending) return pending
    account.setBalanceLoading()
    const reading = token
      ? import('../account/readTokenBalance').then(({ readTokenBalance }) => readTokenBalance([rpcUrl(network), ...network.rpcUrls.default.http], address, token.address))
      : adapter.getBalance(address, network)
    const read = reading
      .then(({ balance, symbol }) => {
        this.balances.set(key, { balance, symbol })
        if (account.caipAddress === caipAddress) account.setBalance(balance, symbol)
      })
      .catch((error: unknown) => {
        console.warn('[gangway] could not read the balance', error)
        if (account.caipAddress === caipAddress) account.setBalanceFailed()
      })
      .finally(() => this.reads.delete(key))
    this.reads.set(key, read)
    return read
  }
}
