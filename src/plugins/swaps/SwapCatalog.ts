import { makeAutoObservable, observableRef } from 'mobx'
import type { PluginContext, SwapToken } from 'gangway/plugin'
import type { SwapApi } from './swapApi'
import { SwapError } from './swapErrors'
import { mergeTokens, type SwapTokenOption } from './swapTokens'

export type CatalogStatus = 'idle' | 'loading' | 'ready' | 'error'

type CatalogContext = Pick<PluginContext, 'account' | 'network' | 'tokenBalances'>

/**
 * The tokens the Swap view offers on the active network, with the account's balances, and the network's gas
 * price: read for one account and network (its `scope`), again when either changes or after a swap.
 */
export class SwapCatalog {
  status: CatalogStatus = 'idle'
  error: SwapError | undefined = undefined
  options: readonly SwapTokenOption[] = []
  /** The balances could not be read: the form does not refuse amounts above a balance it does not know. */
  balancesUnknown = false
  gasPrice: bigint | undefined = undefined
  /** The account and network the list is for. */
  loadedScope: string | undefined = undefined

  private readonly api: Pick<SwapApi, 'tokens' | 'gasPrice'>
  private readonly context: CatalogContext
  private seq = 0
  private catalog: { chainId: string; tokens: readonly SwapToken[] } | undefined = undefined

  constructor(api: Pick<SwapApi, 'tokens' | 'gasPrice'>, context: CatalogContext) {
    this.api = api
    this.context = context
    makeAutoObservable<SwapCatalog, 'api' | 'context' | 'seq' | 'catalog'>(
      this,
      { options: observableRef, error: observableRef, api: false, context: false, seq: false, catalog: false },
      { autoBind: true },
    )
  }

  /** The account and network now ('' when not connected). */
  get scope(): string {
    const account = this.context.account
    return account ? `${account.caipAddress}|${this.context.network?.caipNetworkId ?? ''}` : ''
  }

  /** Reads the list for the scope now; `force` reads the balances past the kit's 30 s cache (after a swap). */
  async load(force = false): Promise<void> {
    const network = this.context.network
    const scope = this.scope
    const seq = ++this.seq
    if (this.loadedScope !== scope) this.begin()
    if (!network || network.chainNamespace !== 'eip155') return this.fail(seq, new SwapError('NETWORK_NOT_SUPPORTED'), scope)
    const chainId = network.caipNetworkId
    try {
      const [tokens, balances, gasPrice] = await Promise.all([
        this.catalog?.chainId === chainId ? this.catalog.tokens : this.api.tokens(chainId),
        this.context.tokenBalances(force).then(
          (list) => ({ list, unknown: false }),
          (error: unknown) => {
            console.warn('[gangway] swaps: token balances unavailable', error)
            return { list: [], unknown: true }
          },
        ),
        // No gas price only means no network fee shown; the quote asks the chain's own.
        this.api.gasPrice(chainId).catch(() => undefined),
      ])
      if (seq !== this.seq) return
      this.catalog = { chainId, tokens }
      this.ready(mergeTokens(tokens, balances.list, chainId), balances.unknown, gasPrice, scope)
    } catch (error) {
      this.fail(seq, error instanceof SwapError ? error : new SwapError('SERVICE_UNREACHABLE', { cause: error }), scope)
    }
  }

  option(id: string | undefined): SwapTokenOption | undefined {
    return id === undefined ? undefined : this.options.find((token) => token.id === id)
  }

  get native(): SwapTokenOption | undefined {
    return this.options.find((token) => token.isNative)
  }

  private begin(): void {
    this.status = 'loading'
    this.error = undefined
    this.options = []
    this.gasPrice = undefined
  }

  private ready(options: SwapTokenOption[], balancesUnknown: boolean, gasPrice: bigint | undefined, scope: string): void {
    this.options = options
    this.balancesUnknown = balancesUnknown
    this.gasPrice = gasPrice
    this.loadedScope = scope
    this.status = 'ready'
    this.error = undefined
  }

  private fail(seq: number, error: SwapError, scope: string): void {
    if (seq !== this.seq) return
    this.loadedScope = scope
    this.status = 'error'
    this.error = error
  }
}
