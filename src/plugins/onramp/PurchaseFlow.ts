import type Decimal from 'decimal.js'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { Address } from 'viem'
import type { CaipNetwork, OnrampOrder, OnrampProvider, OnrampQuote, PluginContext } from 'gangway/plugin'
import { BalanceProbe } from './balanceProbe'
import type { OnrampApi } from './onrampApi'
import { OnrampError, orderNotice } from './onrampErrors'
import type { PurchaseOption } from './onrampOptions'

/** How often the destination's balance and the provider's order are read while the visitor is at the provider. */
export const WATCH_INTERVAL_MS = 1000
/** The provider's window seen closed this many reads in a row (a payment made just before closing has time to show) ends the wait. */
const CLOSED_READS = 2
/** An order the provider reports completed whose amount the balance has not shown after this many reads counts as landed. */
const COMPLETED_READS = 3
/** A balance read unanswered for this long counts as no answer this time (the next read tries again). */
const READ_TIMEOUT_MS = 5000

/** The value, or undefined when it failed or took longer than `ms`. */
function settleWithin<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)))
  return Promise.race([promise.catch(() => undefined), timeout]).finally(() => clearTimeout(timer))
}

export type PurchaseStep = 'idle' | 'opening' | 'waiting' | 'paid' | 'success' | 'failed'

/** What the visitor asked for, as the form had it when they pressed Continue. */
export interface PurchaseRequest {
  readonly provider: OnrampProvider
  readonly option: PurchaseOption
  readonly network: CaipNetwork
  readonly address: Address
  readonly paymentCurrency: string
  readonly paymentMethod: string
  /** What the visitor pays, fees included ('50.00'). */
  readonly amount: string
  /** The quote shown (undefined: none yet); `mocked` when it was the §8 fallback's. */
  readonly quote: OnrampQuote | undefined
  readonly quoteMocked: boolean
}

type FlowContext = Pick<PluginContext, 'publicClient' | 'tokenBalances' | 'refreshBalance' | 'emit' | 'toast' | 'account' | 'isDestroyed' | 'isModalOpen' | 'router'>

const isSmartAccount = (context: FlowContext): boolean => context.account?.embeddedWalletInfo?.accountType === 'smartAccount'

/** A fresh partner user id per purchase: the provider's status API lists that purchase's orders, and nobody else's. */
const newPartnerUserId = (): string => `gangway-${crypto.randomUUID()}`

/**
 * A purchase at the provider: the checkout URL asked for and the provider's window sent to it (the window itself is
 * opened by the click), then the destination's balance and the provider's order read every second until the crypto
 * lands (success, with the amount), the provider reports a failure, or the window is closed without a payment. The
 * visitor may cancel at any time; nothing here waits without an end they can reach.
 */
export class PurchaseFlow {
  step: PurchaseStep = 'idle'
  request: PurchaseRequest | undefined = undefined
  /** The provider's checkout, once known (a link to it is offered when the window was blocked). */
  checkoutUrl: string | undefined = undefined
  popupBlocked = false
  /** The provider's order for this purchase, as its status API last reported it. */
  order: OnrampOrder | undefined = undefined
  /** What landed in the wallet (whole units), on success. */
  received: string | undefined = undefined
  error: OnrampError | undefined = undefined

  private popup: Window | null = null
  private attempt = 0
  private timer: ReturnType<typeof setTimeout> | undefined = undefined
  private partnerUserId = ''
  private probe: BalanceProbe | undefined = undefined
  private baseline: Decimal | undefined = undefined
  private closedReads = 0
  private completedReads = 0

  constructor(
    private readonly context: FlowContext,
    private readonly api: OnrampApi,
  ) {
    makeAutoObservable<PurchaseFlow, 'context' | 'api' | 'popup' | 'attempt' | 'timer' | 'partnerUserId' | 'probe' | 'baseline' | 'closedReads' | 'completedReads'>(
      this,
      {
        request: observableRef,
        order: observableRef,
        error: observableRef,
        context: false,
        api: false,
        popup: false,
        attempt: false,
        timer: false,
        partnerUserId: false,
        probe: false,
        baseline: false,
        closedReads: false,
        completedReads: false,
      },
      { autoBind: true },
    )
  }

  get busy(): boolean {
    return this.step === 'opening' || this.step === 'waiting' || this.step === 'paid'
  }

  /** The provider's word on an open order (a declined card): it stays open, another try in its window may pay. */
  get notice(): OnrampError | undefined {
    return this.order && (this.order.status === 'pending' || this.order.status === 'awaiting_confirmation') ? orderNotice(this.order.lastError) : undefined
  }

  /** The transaction that sent the crypto, once the provider reports it. */
  get txHash(): string | undefined {
    return this.order?.txHash
  }

  /**
   * Starts a purchase; `popup` is the window the click opened (null when blocked). Resolves once the provider's
   * page is asked for (or that failed); the watch goes on until the outcome.
   */
  async start(request: PurchaseRequest, popup: Window | null): Promise<void> {
    this.stop()
    const attempt = this.attempt
    this.popup = popup
    this.request = request
    this.checkoutUrl = undefined
    this.popupBlocked = popup === null
    this.order = undefined
    this.received = undefined
    this.error = undefined
    this.step = 'opening'
    this.closedReads = 0
    this.completedReads = 0
    this.partnerUserId = newPartnerUserId()
    this.probe = new BalanceProbe(this.context, request.address, request.network, request.option)
    this.context.emit('SELECT_BUY_PROVIDER', { provider: request.provider.name, isSmartAccount: isSmartAccount(this.context) })
    const body = {
      destinationWallets: [{ address: request.address, blockchains: [request.option.network.name], assets: [request.option.symbol] }],
      defaultNetwork: request.option.network.name,
      partnerUserId: this.partnerUserId,
      defaultExperience: 'buy' as const,
      presetFiatAmount: Number(request.amount),
      fiatCurrency: request.paymentCurrency,
      defaultPaymentMethod: request.paymentMethod,
    }
    // The balance before the payment, read while the URL is asked for (the page needs it first; the watch does not).
    this.baseline = undefined
    void settleWithin(this.probe.read(), READ_TIMEOUT_MS).then((baseline) => {
      if (attempt === this.attempt) this.baseline ??= baseline
    })
    try {
      const url = await this.api.checkoutUrl(body)
      if (attempt !== this.attempt) return
      runInAction(() => (this.checkoutUrl = url))
      if (popup?.closed) return this.fail(new OnrampError('POPUP_CLOSED'))
      if (popup && !this.navigate(popup, url)) runInAction(() => (this.popupBlocked = true))
      runInAction(() => (this.step = 'waiting'))
      this.schedule(attempt)
    } catch (error) {
      if (attempt !== this.attempt) return
      popup?.close()
      this.fail(error instanceof OnrampError ? error : new OnrampError('SERVICE_UNREACHABLE', { cause: error }))
    }
  }

  /** The visitor gives up: the watch stops, the provider's window closes, the form is theirs again. */
  cancel(): void {
    this.stop()
    this.popup?.close()
    this.popup = null
    this.step = 'idle'
    this.error = undefined
  }

  /** Forgets an ended purchase (its outcome has been seen). */
  reset(): void {
    if (this.busy) return
    this.step = 'idle'
    this.error = undefined
    this.received = undefined
  }

  dispose(): void {
    this.stop()
  }

  private stop(): void {
    this.attempt += 1
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = undefined
  }

  private navigate(popup: Window, url: string): boolean {
    try {
      popup.location.href = url
      return true
    } catch {
      return false
    }
  }

  private schedule(attempt: number): void {
    this.timer = setTimeout(() => void this.tick(attempt), WATCH_INTERVAL_MS)
  }

  /** One read of the order and the balance, and what follows from them. */
  private async tick(attempt: number): Promise<void> {
    const request = this.request
    if (attempt !== this.attempt || !request || this.context.isDestroyed) return
    const ordersUrl = request.provider.ordersUrl
    const [orders, balance] = await Promise.all([
      ordersUrl ? this.api.orders(ordersUrl, this.partnerUserId).catch(() => undefined) : undefined,
      this.probe ? settleWithin(this.probe.read(), READ_TIMEOUT_MS) : undefined,
    ])
    if (attempt !== this.attempt) return
    const order = orders?.[0] ?? this.order
    runInAction(() => (this.order = order))
    if (this.landed(order, balance, ordersUrl !== undefined)) return this.succeed(order, balance)
    if (order?.status === 'failed') return this.fail(new OnrampError('TRANSFER_FAILED'))
    if (order?.status === 'cancelled') return this.fail(new OnrampError('ORDER_CANCELLED'))
    if (order?.status === 'expired') return this.fail(new OnrampError('ORDER_EXPIRED'))
    const paid = order?.status === 'processing' || order?.status === 'completed'
    if (paid) runInAction(() => (this.step = 'paid'))
    // A closed window after the payment changes nothing: the crypto is on its way.
    this.closedReads = !paid && this.popup?.closed ? this.closedReads + 1 : 0
    if (this.closedReads >= CLOSED_READS) return this.fail(orderNotice(order?.lastError) ?? new OnrampError('POPUP_CLOSED'))
    this.schedule(attempt)
  }

  /**
   * The crypto is in the wallet: with a status API, once the order is completed and the balance shows its amount
   * (or a few reads after, the balance having moved otherwise meanwhile); without one, once the balance rose.
   */
  private landed(order: OnrampOrder | undefined, balance: Decimal | undefined, followsOrders: boolean): boolean {
    const rise = balance && this.baseline ? balance.minus(this.baseline) : undefined
    if (!followsOrders) return rise !== undefined && rise.gt(0)
    if (order?.status !== 'completed') return false
    this.completedReads += 1
    return (rise !== undefined && rise.gte(order.purchaseAmount.amount)) || this.completedReads >= COMPLETED_READS
  }

  private succeed(order: OnrampOrder | undefined, balance: Decimal | undefined): void {
    const request = this.request!
    const amount = order ? order.purchaseAmount.amount : balance && this.baseline ? balance.minus(this.baseline).toFixed() : '0'
    this.stop()
    this.popup = null
    this.received = amount
    this.step = 'success'
    this.context.emit('BUY_SUCCESS', {
      provider: request.provider.name,
      purchaseCurrency: request.option.symbol,
      network: request.network.caipNetworkId,
      amount,
      paymentTotal: order?.paymentTotal ?? { amount: request.amount, currency: request.paymentCurrency },
      ...(order?.txHash ? { hash: order.txHash } : {}),
    })
    // A visitor who has moved on (the modal closed, another view) hears of it from a toast; BuyInProgress says it itself.
    if (!this.context.isModalOpen || this.context.router.view !== 'BuyInProgress') this.context.toast(`Received ${amount} ${request.option.symbol}`, 'success')
    void this.context.refreshBalance().catch(() => undefined)
    void this.context.tokenBalances(true).catch(() => undefined)
  }

  private fail(error: OnrampError): void {
    this.stop()
    this.popup?.close()
    this.popup = null
    this.error = error
    this.step = 'failed'
    this.context.emit('BUY_ERROR', { provider: this.request?.provider.name, code: error.code, message: error.message })
  }
}
