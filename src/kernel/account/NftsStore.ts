import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { HttpClient } from '../http/client'
import type { AccountStore } from '../stores/AccountStore'
import type { NetworkStore } from '../stores/NetworkStore'
import { historyResponseSchema, parseRows, transactionSchema, type Transaction } from '../../protocol/chainData'
import { nftHoldings, type NftHolding } from './nftHoldings'

export interface NftsDeps {
  readonly account: Pick<AccountStore, 'address' | 'caipAddress'>
  readonly networks: Pick<NetworkStore, 'active' | 'isUnsupported'>
  readonly chainData: Pick<HttpClient, 'get'>
}

/** How many history pages the NFTs tab reads at most (20 transactions each). */
const MAX_PAGES = 5

/** The Account view's NFTs tab: the ERC-721 items the account holds on the active network, from its history. */
export class NftsStore {
  items: readonly NftHolding[] = []
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle'
  private scope = ''

  constructor(private readonly deps: NftsDeps) {
    makeAutoObservable<NftsStore, 'deps' | 'scope'>(this, { items: observableRef, deps: false, scope: false }, { autoBind: true })
  }

  /** Reads again each time the tab opens (`force`); another account's items never show meanwhile. */
  async load(force = false): Promise<void> {
    const { account, networks } = this.deps
    const network = networks.active
    if (!account.address || !network || networks.isUnsupported) return this.settle([], 'ready')
    const scope = `${account.caipAddress ?? ''}|${network.caipNetworkId}`
    if (!force && scope === this.scope && this.status === 'ready') return
    if (scope !== this.scope) this.settle([], 'idle')
    this.scope = scope
    this.status = 'loading'
    try {
      const transactions: Transaction[] = []
      let cursor: string | undefined
      for (let page = 0; page < MAX_PAGES; page++) {
        const body = await this.deps.chainData.get(`/v1/account/${account.address}/history`, {
          params: { chainId: network.caipNetworkId, ...(cursor ? { cursor } : {}) },
          schema: historyResponseSchema,
        })
        transactions.push(...parseRows(body.data, transactionSchema, 'transaction').filter((transaction) => transaction.metadata.chain === network.caipNetworkId))
        cursor = body.next ?? undefined
        if (!cursor) break
      }
      if (scope === this.scope) this.settle(nftHoldings(transactions), 'ready')
    } catch (error) {
      console.warn('[gangway] NFTs unavailable', error)
      if (scope === this.scope) this.settle([], 'failed')
    }
  }

  private settle(items: readonly NftHolding[], status: NftsStore['status']): void {
    runInAction(() => {
      this.items = items
      this.status = status
    })
  }
}
