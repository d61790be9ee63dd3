import { makeAutoObservable, observableRef, reaction } from 'mobx'
import type { PluginContext } from 'gangway/plugin'
import { checkPayment, type CheckedPayment } from './checkPayment'
import { ExchangePayment } from './ExchangePayment'
import { PayExchangeApi } from './payExchangeApi'
import { PayExchangeList } from './PayExchangeList'
import { PayHeadless } from './payHeadless'
import { asPayError, PayError } from './payErrors'
import type { CurrentPayment, PayResult, PayState, PayStep } from './payTypes'
import { PayWaiters } from './PayWaiters'
import { payWithWallet, type WalletStep } from './payWithWallet'

/** AppKit Pay's pay() timeout: a payment not done after this long resolves PAYMENT_TIMEOUT. */
export const PAY_TIMEOUT_MS = 5 * 60_000

const BUSY_STEPS: ReadonlySet<PayStep> = new Set(['connecting', 'switching', 'confirming', 'mining', 'exchange'])
const OPEN_STEPS: ReadonlySet<PayStep> = new Set(['choosing', ...BUSY_STEPS])

type Listener = (state: PayState) => void

export interface PayStoreOptions {
  readonly api?: PayExchangeApi
}

/**
 * The pay plugin's state for one kit (AppKit Pay's PayController): the payment asked for (checked before anything
 * is asked or sent), the exchanges that can pay it, and the payment itself, with the wallet (switch, send, receipt)
 * or at an exchange (its window, the session's status). `pay()` waits for the outcome: success with the hash, or a
 * PayError by code, the visitor closing the modal (MODAL_CLOSED) and the 5-minute timeout included.
 */
export class PayStore {
  step: PayStep = 'idle'
  payment: CheckedPayment | undefined = undefined
  currentPayment: CurrentPayment | undefined = undefined
  error: PayError | undefined = undefined
  /** The exchange's page, when the browser blocked its window: the view offers it as a link. */
  blockedUrl: string | undefined = undefined
  /** The transaction sent from the wallet, while it waits for its block. */
  pendingHash: string | undefined = undefined

  /** The exchanges that can pay the current payment (the Pay view's list). */
  readonly exchangeList: PayExchangeList
  /** getAvailableExchanges, getPayUrl, getBuyStatus: the exchange calls without the Pay view. */
  readonly headless: PayHeadless
  private readonly context: PluginContext
  private readonly api: PayExchangeApi
  private readonly exchange: ExchangePayment
  private readonly listeners = new Set<Listener>()
  private readonly waiters = new PayWaiters()
  private attempt = 0
  private paymentId = ''

  constructor(context: PluginContext, options: PayStoreOptions = {}) {
    this.context = context
    this.api = options.api ?? new PayExchangeApi(context.chainData)
    this.headless = new PayHeadless(context, this.api)
    this.exchangeList = new PayExchangeList(this.api, () => this.payment)
    this.exchange = new ExchangePayment(this.api, {
      opened: (sessionId, url, blocked) => this.exchangeOpened(sessionId, url, blocked),
      paid: (result) => this.succeed(result),
      failed: (error) => this.fail(error),
    })
    makeAutoObservable<PayStore, 'context' | 'api' | 'exchange' | 'listeners' | 'waiters' | 'attempt' | 'paymentId'>(
      this,
      { payment: observableRef, currentPayment: observableRef, error: observableRef, exchangeList: false, headless: false, context: false, api: false, exchange: false, listeners: false, waiters: false, attempt: false, paymentId: false },
      { autoBind: true },
    )
    const stops = [
      reaction(() => this.state, (state) => this.listeners.forEach((listener) => listener(state))),
      reaction(() => context.isModalOpen, (open) => open || this.modalClosed()),
      // A wallet connected from the Pay view's "Pay with wallet": the payment goes on once the connect has settled
      // (the kit closes the modal after a connect; the payment reopens it on Pay).
      reaction(() => context.account?.caipAddress, (address) => address && this.step === 'connecting' && setTimeout(this.resumeAfterConnect, 0)),
      // Back from Connect without connecting: the ways to pay again.
      reaction(() => context.router.view, (view) => view === 'Pay' && this.step === 'connecting' && !context.account && this.setStep('choosing')),
    ]
    // The kit destroyed mid-payment is the modal gone for good: a waiting pay() resolves MODAL_CLOSED.
    context.onDispose(() => {
      stops.forEach((stop) => stop())
      this.abandon()
      this.listeners.clear()
      this.waiters.settle(failure(new PayError('MODAL_CLOSED')))
    })
  }

  /** The public state, as getState() and subscribe() give it. */
  get state(): PayState {
    return Object.freeze({
      step: this.step,
      isPaymentInProgress: this.isPaymentInProgress,
      payment: this.payment?.options,
      currentPayment: this.currentPayment,
      error: this.error ? this.error.toInfo() : null,
      exchanges: this.exchangeList.exchanges,
      isLoadingExchanges: this.exchangeList.status === 'loading',
    })
  }

  /** The wallet or an exchange is on it: a second payment is refused (PAYMENT_IN_PROGRESS). */
  get isPaymentInProgress(): boolean {
    return BUSY_STEPS.has(this.step)
  }

  get connected(): boolean {
    return this.context.account !== undefined
  }

  /** Keeps `listener` told of every change of the state (now too); returns the way to stop. */
  link(listener: Listener): () => void {
    this.listeners.add(listener)
    listener(this.state)
    return () => void this.listeners.delete(listener)
  }

  /** AppKit's openPay: the request checked (a PayError when refused), the Pay view opened on it, its exchanges read. */
  openPay(input: unknown): void {
    if (this.isPaymentInProgress || this.waiters.waiting) throw new PayError('PAYMENT_IN_PROGRESS')
    let payment: CheckedPayment
    try {
      payment = checkPayment(input, this.context.networks)
    } catch (error) {
      // A refused request leaves any payment on show alone; getPayError() tells why.
      this.error = asPayError(error)
      throw this.error
    }
    this.abandon()
    this.payment = payment
    this.currentPayment = undefined
    this.error = undefined
    this.pendingHash = undefined
    this.blockedUrl = undefined
    this.step = 'choosing'
    this.context.emit('PAY_MODAL_OPEN', { configuration: this.configuration })
    void this.exchangeList.load()
    void this.context.router.open('Pay')
  }

  /**
   * AppKit's pay: openPay, then the outcome. Never rejects: a refused request, a second payment while one runs, the
   * wallet's refusal, the modal closed and the timeout all resolve `{ success: false, error: { code, message } }`.
   */
  pay(input: unknown, timeoutMs: number = PAY_TIMEOUT_MS): Promise<PayResult> {
    if (!(typeof timeoutMs === 'number' && timeoutMs > 0)) return Promise.resolve(failure(new PayError('INVALID_PAYMENT_CONFIG', { values: { reason: 'the timeout must be a number of milliseconds above 0' } })))
    try {
      this.openPay(input)
    } catch (error) {
      return Promise.resolve(failure(asPayError(error)))
    }
    return this.waiters.wait(timeoutMs, () => this.fail(new PayError('PAYMENT_TIMEOUT', { values: { minutes: Math.round((timeoutMs / 60_000) * 10) / 10 } })))
  }

  /** "Pay with wallet": a visitor without a wallet connects one first (Connect), and the payment goes on from there. */
  payWithWallet(): void {
    if (!this.payment || this.isPaymentInProgress) return
    if (!this.connected) {
      this.step = 'connecting'
      this.context.router.navigate('Connect')
      return
    }
    void this.walletPayment(this.payment)
  }

  /**
   * An exchange picked, in the click: its window is opened by `openWindow` at once (a window opened after an await
   * is blocked), then sent to the exchange's pay page once the session exists. 'refused' when nothing can start.
   */
  payWithExchange(exchangeId: string, openWindow: () => Window | null): 'refused' | 'started' {
    const payment = this.payment
    if (!payment || this.isPaymentInProgress || !this.exchangeList.exchanges.some((exchange) => exchange.id === exchangeId)) return 'refused'
    const popup = openWindow()
    this.begin({ type: 'exchange', exchangeId, status: 'IN_PROGRESS' }, 'exchange')
    this.context.emit('PAY_EXCHANGE_SELECTED', { exchange: { id: exchangeId }, configuration: this.configuration, currentPayment: { type: 'exchange', exchangeId }, headless: false })
    void this.exchange.start(payment, exchangeId, popup)
    return 'started'
  }

  /** Stops waiting at the exchange (its window closes): the ways to pay show again; pay() keeps waiting. */
  cancelExchange(): void {
    if (this.step !== 'exchange') return
    this.exchange.stop(true)
    this.attempt += 1
    this.currentPayment = undefined
    this.blockedUrl = undefined
    this.step = 'choosing'
  }

  /** After a failure: the ways to pay again, for the same payment. */
  retry(): void {
    if (this.step !== 'failed' || !this.payment) return
    this.error = undefined
    this.currentPayment = undefined
    this.step = 'choosing'
  }

  /** After the outcome: the modal closes. */
  done(): void {
    void this.context.router.close()
  }

  private get configuration() {
    const options = this.payment?.options
    return options ? { network: options.paymentAsset.network, asset: options.paymentAsset.asset, recipient: options.recipient, amount: this.payment?.amount } : undefined
  }

  private setStep(step: PayStep): void {
    this.step = step
  }

  /** A payment starts (the wallet or an exchange): a fresh attempt, AppKit's PAY_INITIATED once under way. */
  private begin(current: CurrentPayment, step: PayStep): number {
    this.attempt += 1
    this.paymentId = globalThis.crypto.randomUUID()
    this.currentPayment = current
    this.error = undefined
    this.pendingHash = undefined
    this.blockedUrl = undefined
    this.step = step
    return this.attempt
  }

  private async walletPayment(payment: CheckedPayment): Promise<void> {
    const attempt = this.begin({ type: 'wallet', status: 'IN_PROGRESS' }, this.context.network?.caipNetworkId === payment.network.caipNetworkId ? 'confirming' : 'switching')
    this.initiated()
    const isCurrent = () => attempt === this.attempt
    try {
      const hash = await payWithWallet(this.context, payment, { isCurrent, step: (step: WalletStep, hash?: string) => isCurrent() && this.walletStep(step, hash) })
      if (isCurrent()) this.succeed(hash)
    } catch (error) {
      if (isCurrent()) this.fail(asPayError(error))
    }
  }

  private walletStep(step: WalletStep, hash: string | undefined): void {
    this.step = step
    if (hash !== undefined) this.pendingHash = hash
  }

  private resumeAfterConnect(): void {
    if (this.step !== 'connecting' || !this.payment || !this.connected) return
    void this.walletPayment(this.payment)
    void this.context.router.open('Pay')
  }

  private exchangeOpened(sessionId: string, url: string, blocked: boolean): void {
    this.currentPayment = { ...(this.currentPayment ?? { type: 'exchange', status: 'IN_PROGRESS' }), sessionId }
    this.blockedUrl = blocked ? url : undefined
    this.initiated()
  }

  private initiated(): void {
    this.context.emit('PAY_INITIATED', { paymentId: this.paymentId, configuration: this.configuration, currentPayment: this.currentPayment })
  }

  private succeed(result: string): void {
    this.waiters.stopTimer()
    // The exchange's window stays: it shows the exchange's own receipt.
    this.exchange.stop()
    this.currentPayment = { ...(this.currentPayment ?? { type: 'wallet' }), status: 'SUCCESS', result }
    this.pendingHash = undefined
    this.blockedUrl = undefined
    this.error = undefined
    this.step = 'success'
    this.context.emit('PAY_SUCCESS', { paymentId: this.paymentId, configuration: this.configuration, currentPayment: this.currentPayment })
    void this.context.refreshBalance().catch(() => undefined)
    void this.context.tokenBalances(true).catch(() => undefined)
    this.waiters.settle({ success: true, result })
  }

  private fail(error: PayError): void {
    if (!OPEN_STEPS.has(this.step) && !this.waiters.waiting) return
    this.attempt += 1
    this.exchange.stop(true)
    this.waiters.stopTimer()
    this.currentPayment = this.currentPayment ? { ...this.currentPayment, status: 'FAILED' } : undefined
    this.pendingHash = undefined
    this.blockedUrl = undefined
    this.error = error
    this.step = 'failed'
    this.context.emit('PAY_ERROR', { paymentId: this.paymentId || undefined, configuration: this.configuration, currentPayment: this.currentPayment, error: error.toInfo() })
    this.waiters.settle({ success: false, error: error.toInfo() })
  }

  /** The visitor closed the modal: a payment not yet done ends (MODAL_CLOSED), unless a wallet connected for it just closed it. */
  private modalClosed(): void {
    if (this.step === 'connecting' && this.connected) return
    if (OPEN_STEPS.has(this.step)) this.fail(new PayError('MODAL_CLOSED'))
  }

  /** Drops whatever payment was under way, silently (a new request replaces it; the kit is destroyed). */
  private abandon(): void {
    this.attempt += 1
    this.exchange.stop(true)
    this.waiters.stopTimer()
  }
}

const failure = (error: PayError): PayResult => ({ success: false, error: error.toInfo() })
