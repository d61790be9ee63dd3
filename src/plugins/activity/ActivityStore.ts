import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { ChainDataError, historyResponseSchema, parseRows, transactionSchema, type PluginContext, type Transaction } from 'gangway/plugin'

type Status = 'idle' | 'loading' | 'ready' | 'failed'

/** §4 transaction list: loading, empty and next-cursor states; one account and network at a time. */
export class ActivityStore {
  transactions: readonly Transaction[] = []
  next: string | undefined = undefined
  status: Status = 'idle'
  /** The account and network the list belongs to; a change starts over. */
  private scope = ''

  constructor(private readonly context: PluginContext) {
    makeAutoObservable<ActivityStore, 'context' | 'scope'>(this, { transactions: observableRef, context: false, scope: false }, { autoBind: true })
  }

  get hasMore(): boolean {
    return this.next !== undefined
  }

  /**
   * The first page for the current account and network: again when they changed, or when `force` (the
   * view opens: a send may have happened). The list shown stays until the new page arrives.
   */
  async refresh(force = false): Promise<void> {
    const scope = `${this.context.account?.caipAddress ?? ''}|${this.context.network?.caipNetworkId ?? ''}`
    const sameScope = scope === this.scope
    if (!force && sameScope && this.status !== 'idle' && this.status !== 'failed') return
    this.scope = scope
    if (!sameScope) {
      this.transactions = []
      this.next = undefined
    }
    await this.fetchPage(undefined)
  }

  async loadMore(): Promise<void> {
    if (this.status === 'loading' || this.next === undefined) return
    await this.fetchPage(this.next)
  }

  private async fetchPage(cursor: string | undefined): Promise<void> {
    const account = this.context.account
    if (!account) throw new ChainDataError('NO_ACCOUNT_ADDRESS')
    const network = this.context.network
    if (!network || this.context.isUnsupportedNetwork) {
      this.status = 'ready'
      return
    }
    const scope = this.scope
    this.status = 'loading'
    try {
      const body = await this.context.chainData.get(`/v1/account/${account.address}/history`, {
        params: { chainId: network.caipNetworkId, ...(cursor ? { cursor } : {}) },
        schema: historyResponseSchema,
      })
      if (scope !== this.scope) return
      const page = parseRows(body.data, transactionSchema, 'transaction')
      runInAction(() => {
        // A first page starts the list over; a next page adds to it.
        const base = cursor === undefined ? [] : this.transactions
        const known = new Set(base.map((transaction) => transaction.id))
        this.transactions = [...base, ...page.filter((transaction) => !known.has(transaction.id))]
        this.next = body.next ?? undefined
        this.status = 'ready'
      })
    } catch (error) {
      console.warn('[gangway] history unavailable', error)
      if (scope !== this.scope) return
      runInAction(() => (this.status = 'failed'))
      this.context.toastError(new ChainDataError('FAILED_TO_FETCH_TRANSACTIONS'))
    }
  }
}
