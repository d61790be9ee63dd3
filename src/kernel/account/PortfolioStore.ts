import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import * as z from 'zod/mini'
import { balanceResponseSchema, parseRows, walletAssetSchema } from '../../protocol/chainData'
import type { HttpClient } from '../http/client'
import type { KitStorage } from '../storage/storage'
import { createPortfolioCache, type TtlCache } from '../storage/ttlCache'
import type { AccountStore } from '../stores/AccountStore'
import type { NetworkStore } from '../stores/NetworkStore'
import type { ToastStore } from '../stores/ToastStore'
import { toTokenBalance, visibleBalances, type TokenBalance } from './tokenBalance'
import { ChainDataError } from '../errors/chainData'

const cachedBalancesSchema = z.array(
  z.object({
    name: z.string(),
    symbol: z.string(),
    chainId: z.string(),
    address: z.optional(z.string()),
    value: z.number(),
    price: z.number(),
    quantity: z.object({ decimals: z.string(), numeric: z.string() }),
    iconUrl: z.optional(z.string()),
  }),
)

export type PortfolioStatus = 'idle' | 'loading' | 'ready' | 'failed'

export interface PortfolioDeps {
  readonly account: Pick<AccountStore, 'caipAddress' | 'address'>
  readonly networks: Pick<NetworkStore, 'active' | 'isUnsupported'>
  readonly chainData: Pick<HttpClient, 'get'>
  readonly storage: KitStorage
  readonly toast: Pick<ToastStore, 'showError'>
  /** §9: after a failure, no new request for this long. */
  readonly balanceRetryWait: number
  readonly now?: () => number
}

/**
 * The connected account's token balances (GET /v1/account/{address}/balance): cached 30 s per CAIP address
 * (§9), skipped on an unsupported network (§7). After a failure, further reads within 30 s return an empty
 * list without a call and say 'Token Balance Unavailable' (§4, §8).
 */
export class PortfolioStore {
  balances: readonly TokenBalance[] = []
  status: PortfolioStatus = 'idle'
  private lastFailureAt: number | undefined = undefined
  private scope: string | undefined = undefined
  private readonly inflight = new Map<string, Promise<readonly TokenBalance[]>>()
  private readonly cache: TtlCache<z.infer<typeof cachedBalancesSchema>>

  private readonly now: () => number

  constructor(private readonly deps: PortfolioDeps) {
    this.now = deps.now ?? (() => Date.now())
    this.cache = createPortfolioCache({ storage: deps.storage, schema: cachedBalancesSchema, now: this.now })
    makeAutoObservable<PortfolioStore, 'deps' | 'now' | 'cache' | 'lastFailureAt' | 'scope' | 'inflight'>(
      this,
      { balances: observableRef, deps: false, now: false, cache: false, lastFailureAt: false, scope: false, inflight: false },
      { autoBind: true },
    )
  }

  /** The balances for the account and network now active (force: skip the cache). One request at a time per account. */
  load(force = false): Promise<readonly TokenBalance[]> {
    const { account, networks } = this.deps
    const caipAddress = account.caipAddress
    const network = networks.active
    if (!caipAddress || !account.address || !network || networks.isUnsupported) return Promise.resolve(this.settle([], 'idle'))
    // Another account's list never shows while this one loads.
    if (caipAddress !== this.scope) {
      this.scope = caipAddress
      this.settle([], 'idle')
    }
    const cached = force ? undefined : this.cache.get(caipAddress)
    if (cached) return Promise.resolve(this.settle(cached, 'ready'))
    if (this.lastFailureAt !== undefined && this.now() - this.lastFailureAt < this.deps.balanceRetryWait) {
      this.deps.toast.showError(new ChainDataError('TOKEN_BALANCE_UNAVAILABLE'))
      return Promise.resolve(this.settle([], 'failed'))
    }
    const pending = this.inflight.get(caipAddress)
    if (pending) return pending
    const request = this.fetch(caipAddress, account.address, network.caipNetworkId, force).finally(() => this.inflight.delete(caipAddress))
    this.inflight.set(caipAddress, request)
    return request
  }

  private async fetch(caipAddress: string, address: string, caipNetworkId: string, force: boolean): Promise<readonly TokenBalance[]> {
    runInAction(() => (this.status = 'loading'))
    const current = () => this.deps.account.caipAddress === caipAddress
    try {
      const body = await this.deps.chainData.get(`/v1/account/${address}/balance`, {
        params: { currency: 'usd', chainId: caipNetworkId, ...(force ? { forceUpdate: caipNetworkId } : {}) },
        schema: balanceResponseSchema,
      })
      const assets = parseRows(body.balances, walletAssetSchema, 'balance')
      const balances = visibleBalances(assets.flatMap((asset) => toTokenBalance(asset) ?? []))
      this.cache.set(caipAddress, balances.map((balance) => ({ ...balance, quantity: { ...balance.quantity } })))
      if (!current()) return balances
      this.lastFailureAt = undefined
      return this.settle(balances, 'ready')
    } catch (error) {
      console.warn('[gangway] token balances unavailable', error)
      // A failure for an account or network the visitor has left says nothing about the current one.
      if (!current()) return []
      this.lastFailureAt = this.now()
      this.deps.toast.showError(new ChainDataError('TOKEN_BALANCE_UNAVAILABLE'))
      return this.settle([], 'failed')
    }
  }

  private settle(balances: readonly TokenBalance[], status: PortfolioStatus): readonly TokenBalance[] {
    runInAction(() => {
      this.balances = balances
      this.status = status
    })
    return balances
  }
}
