import { makeAutoObservable, reaction } from 'mobx'
import type { Address } from 'viem'
import type { OnrampProvider, PaymentCurrency, PluginContext } from 'gangway/plugin'
import { SERVICE_PROVIDER } from './builtInOptions'
import { OnrampCatalog } from './OnrampCatalog'
import { checkAmount, centsText, limitCents, formatFiat, type CentLimits, type CheckedAmount } from './fiatAmount'
import { OnrampApi, type QuoteRequest } from './onrampApi'
import { onrampArguments, type OnrampArguments } from './onrampArguments'
import { OnrampError } from './onrampErrors'
import { defaultPurchase, methodName, purchaseOptionsOn, type OnrampOptions, type PurchaseOption } from './onrampOptions'
import { OnrampQuotes, quoteKey } from './OnrampQuotes'
import { PurchaseFlow } from './PurchaseFlow'

export interface OnrampStoreOptions {
  readonly api?: OnrampApi
}

const lower = (text: string): string => text.toLowerCase()

/**
 * The Buy view's state (§3 Onramp and Quote): the options (the service's, or the §8 built-in list), the form
 * (provider, payment currency and method, purchase currency, amount) checked against the method's limits, the live
 * quote (`quotesLoading`, §4), and the purchase at the provider.
 */
export class OnrampStore {
  providerId: string | undefined = undefined
  paymentCurrencyId: string | undefined = undefined
  paymentMethodId: string | undefined = undefined
  purchaseCurrencyId: string | undefined = undefined
  amountText = ''
  /** Continue was pressed: every problem of the form shows, an empty amount's too. */
  submitted = false
  /** Why `open({ view: 'OnRampProviders', arguments })` could not be followed. */
  argumentsError: string | undefined = undefined

  /** The options: the service's, or the §8 built-in list. */
  readonly catalog: OnrampCatalog
  readonly quotes: OnrampQuotes
  readonly flow: PurchaseFlow
  private readonly context: PluginContext
  private readonly api: OnrampApi
  private pendingArguments: OnrampArguments | undefined = undefined
  private appliedArguments: unknown = undefined

  constructor(context: PluginContext, options: OnrampStoreOptions = {}) {
    this.context = context
    this.api = options.api ?? new OnrampApi(context.chainData)
    this.catalog = new OnrampCatalog(this.api, () => context.network)
    this.quotes = new OnrampQuotes((request, signal) => this.api.quote(request, signal), context.timings.debounceDefault)
    this.flow = new PurchaseFlow(context, this.api)
    makeAutoObservable<OnrampStore, 'context' | 'api' | 'pendingArguments' | 'appliedArguments'>(
      this,
      { catalog: false, quotes: false, flow: false, context: false, api: false, pendingArguments: false, appliedArguments: false },
      { autoBind: true },
    )
    const stopQuoting = reaction(
      () => {
        const request = this.quoteRequest
        return request ? quoteKey(request) : undefined
      },
      () => this.quotes.set(this.quoteRequest),
    )
    context.onDispose(() => {
      stopQuoting()
      this.quotes.dispose()
      this.flow.dispose()
    })
  }

  get connected(): boolean {
    return this.context.account !== undefined
  }

  get networkName(): string {
    return this.context.network?.name ?? 'this network'
  }

  get options(): OnrampOptions | undefined {
    return this.catalog.options
  }

  get providers(): readonly OnrampProvider[] {
    const listed = this.options?.providers ?? []
    return listed.length > 0 ? listed : [SERVICE_PROVIDER]
  }

  get provider(): OnrampProvider | undefined {
    return this.providers.find((provider) => provider.id === this.providerId) ?? this.providers[0]
  }

  /** What can be bought on the active network. */
  get purchaseOptions(): readonly PurchaseOption[] {
    return purchaseOptionsOn(this.options?.purchaseCurrencies ?? [], this.context.network)
  }

  get purchase(): PurchaseOption | undefined {
    return this.purchaseOptions.find((option) => option.id === this.purchaseCurrencyId) ?? defaultPurchase(this.purchaseOptions)
  }

  /** Nothing can be bought on this network: the form is not shown, only this. */
  get unsupported(): OnrampError | undefined {
    if (!this.options || this.purchaseOptions.length > 0) return undefined
    return new OnrampError('NETWORK_NOT_SUPPORTED', { values: { network: this.networkName } })
  }

  get paymentCurrencies(): readonly PaymentCurrency[] {
    return this.options?.paymentCurrencies ?? []
  }

  get paymentCurrency(): PaymentCurrency | undefined {
    return this.paymentCurrencies.find((currency) => currency.id === this.paymentCurrencyId) ?? this.paymentCurrencies[0]
  }

  /** The payment methods of the chosen currency, each with its limits. */
  get methods(): PaymentCurrency['payment_method_limits'] {
    return this.paymentCurrency?.payment_method_limits ?? []
  }

  get method(): PaymentCurrency['payment_method_limits'][number] | undefined {
    return this.methods.find((method) => method.id === this.paymentMethodId) ?? this.methods[0]
  }

  get limits(): CentLimits | undefined {
    const method = this.method
    return method ? { min: limitCents(method.min, 'min'), max: limitCents(method.max, 'max') } : undefined
  }

  /** Under the amount field: the chosen method's limits ('Card: 10.00 to 7,500.00 USD'). */
  get limitsText(): string | undefined {
    const { method, limits, paymentCurrency } = this
    return method && limits && paymentCurrency ? `${methodName(method.id)}: ${formatFiat(limits.min)} to ${formatFiat(limits.max)} ${paymentCurrency.id}` : undefined
  }

  get checkedAmount(): CheckedAmount | undefined {
    const { limits, method, paymentCurrency } = this
    if (!limits || !method || !paymentCurrency) return undefined
    return checkAmount(this.amountText, limits, paymentCurrency.id, methodName(method.id).toLowerCase())
  }

  /** The amount's problem, once there is something typed (or Continue was pressed). */
  get amountError(): OnrampError | undefined {
    const checked = this.checkedAmount
    if (!checked || !('error' in checked)) return undefined
    return this.amountText.trim() !== '' || this.submitted ? checked.error : undefined
  }

  /** What a quote is asked for now; undefined while the form is incomplete or refused. */
  get quoteRequest(): QuoteRequest | undefined {
    const { purchase, paymentCurrency, method, checkedAmount } = this
    if (!this.connected || this.unsupported || !purchase || !paymentCurrency || !method || !checkedAmount || 'error' in checkedAmount) return undefined
    return { purchaseCurrency: purchase.id, paymentCurrency: paymentCurrency.id, amount: centsText(checkedAmount.cents), network: purchase.network.name, paymentMethod: method.id }
  }

  /** §4: true while a quote is fetched. */
  get quotesLoading(): boolean {
    return this.quotes.quotesLoading
  }

  /** What keeps Continue from opening the provider, checked in the click before any window opens; undefined when nothing. */
  get problem(): OnrampError | undefined {
    if (!this.connected) return new OnrampError('NOT_CONNECTED')
    if (this.unsupported) return this.unsupported
    if (!this.provider) return new OnrampError('NO_PROVIDER')
    const checked = this.checkedAmount
    if (checked && 'error' in checked) return checked.error
    return this.quoteRequest ? undefined : new OnrampError('AMOUNT_MISSING')
  }

  /** The view opens (with `open()`'s arguments, once each): the options are read if not yet (or only the built-in list was had). */
  open(args: unknown): void {
    if (args !== this.appliedArguments) {
      this.appliedArguments = args
      this.pendingArguments = onrampArguments(args)
      this.argumentsError = undefined
    }
    this.context.emit('SELECT_BUY_CRYPTO', { isSmartAccount: this.context.account?.embeddedWalletInfo?.accountType === 'smartAccount' })
    if (this.catalog.loadedFromService) this.applyArguments()
    else if (this.catalog.status !== 'loading') void this.loadOptions()
  }

  /** GET /v1/onramp/options (on failure the §8 built-in list), then `open()`'s arguments are followed. */
  async loadOptions(): Promise<void> {
    await this.catalog.load()
    this.applyArguments()
  }

  selectProvider(id: string): void {
    this.providerId = id
  }

  selectPaymentCurrency(id: string): void {
    this.paymentCurrencyId = id
  }

  selectPaymentMethod(id: string): void {
    this.paymentMethodId = id
  }

  selectPurchase(id: string): void {
    this.purchaseCurrencyId = id
  }

  setAmount(text: string): void {
    this.amountText = text
  }

  /**
   * Continue, in the click: the form is checked first (a refused form opens nothing and asks nothing: 'refused');
   * then the provider's window is opened by `openPopup` at once, inside the click, and the purchase starts.
   */
  continue(openPopup: () => Window | null): 'refused' | 'started' {
    if (this.flow.busy) return 'refused'
    const problem = this.problem
    const { provider, purchase, paymentCurrency, method, quoteRequest } = this
    const network = this.context.network
    const address = this.context.account?.address as Address | undefined
    if (problem || !provider || !purchase || !paymentCurrency || !method || !quoteRequest || !network || !address) {
      this.submitted = true
      return 'refused'
    }
    const popup = openPopup()
    if (this.context.router.view !== 'BuyInProgress') this.context.router.navigate('BuyInProgress')
    const request = { provider, option: purchase, network, address, paymentCurrency: paymentCurrency.id, paymentMethod: method.id, amount: quoteRequest.amount, quote: this.quotes.quote, quoteMocked: this.quotes.mocked }
    void this.flow.start(request, popup)
    return 'started'
  }

  /** Cancel while at the provider: its window closes, the form shows again as it was. */
  cancel(): void {
    this.flow.cancel()
    if (this.context.router.view === 'BuyInProgress') this.context.router.back()
  }

  /** After a failure: back to the form as it was. */
  backToForm(): void {
    this.flow.reset()
    if (this.context.router.view === 'BuyInProgress') this.context.router.back()
  }

  /** After a success: the form is cleared and the Account shows (the new balance). */
  done(): void {
    this.flow.reset()
    this.amountText = ''
    this.submitted = false
    const { router } = this.context
    const history = router.history
    const formBelow = history[history.length - 2]?.view === 'OnRampProviders'
    const accountBelowForm = history[history.length - 3]?.view === 'Account'
    if (formBelow && accountBelowForm) {
      router.back()
      router.back()
    } else router.replace('Account')
  }

  private applyArguments(): void {
    const args = this.pendingArguments
    if (!args || this.catalog.status !== 'ready') return
    this.pendingArguments = undefined
    const problems: string[] = []
    if (args.paymentCurrency !== undefined) {
      const known = this.paymentCurrencies.map((currency) => currency.id)
      const found = known.find((id) => lower(id) === lower(args.paymentCurrency!))
      if (found) this.paymentCurrencyId = found
      else problems.push(new OnrampError('UNKNOWN_PAYMENT_CURRENCY', { values: { currency: args.paymentCurrency, known: known.join(' or ') } }).message)
    }
    if (args.paymentMethod !== undefined) {
      const known = this.methods.map((method) => method.id)
      if (known.includes(args.paymentMethod)) this.paymentMethodId = args.paymentMethod
      else problems.push(new OnrampError('UNKNOWN_PAYMENT_METHOD', { values: { method: args.paymentMethod, known: known.join(' or ') } }).message)
    }
    if (args.purchaseCurrency !== undefined) {
      const found = this.purchaseOptions.find((option) => lower(option.id) === lower(args.purchaseCurrency!) || lower(option.symbol) === lower(args.purchaseCurrency!))
      if (found) this.purchaseCurrencyId = found.id
      else if (!this.unsupported) {
        const known = this.purchaseOptions.map((option) => option.symbol).join(', ')
        problems.push(new OnrampError('UNKNOWN_PURCHASE_CURRENCY', { values: { currency: args.purchaseCurrency, network: this.networkName, known } }).message)
      }
    }
    if (args.amount !== undefined) this.amountText = String(args.amount)
    this.argumentsError = problems.length > 0 ? problems.join('. ') : undefined
  }
}
