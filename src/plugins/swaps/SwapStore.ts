import { makeAutoObservable, observableRef } from 'mobx'
import type { PluginContext, PluginFormat, SwapArguments } from 'gangway/plugin'
import { SwapCatalog } from './SwapCatalog'
import { QuoteFeed, quoteKey } from './QuoteFeed'
import { SwapApi, type QuoteRequest } from './swapApi'
import { swapDetails, type SwapDetails } from './swapDetails'
import { BUTTON_REASONS, NETWORK_UNSUPPORTED, RETRYABLE, SwapError } from './swapErrors'
import { parseAmount, wholeText, type ParsedAmount } from './swapMath'
import { findToken, tokenSections, type SwapTokenOption, type TokenSections } from './swapTokens'
import { SwapFlow, type SwapStep } from './SwapFlow'

/** A shown quote is asked again this often (AppKit's swap view does the same). */
export const QUOTE_REFRESH_MS = 15_000
/** Kept back from a native "Max" for the fee when the quote has no gas estimate yet: 0.001 of the coin. */
const NATIVE_RESERVE_DIGITS = 3

export type Side = 'from' | 'to'

export interface SwapButtonState {
  readonly action: 'approve' | 'swap' | 'none'
  readonly label: string
}

export interface SwapStoreOptions {
  readonly api?: SwapApi
  readonly now?: () => number
}

/** The Swap view's state: the pair, the amount, the live quote and its details, and what the button does. */
export class SwapStore {
  fromId: string | undefined = undefined
  toId: string | undefined = undefined
  amountText = ''
  /** The side the token picker is choosing for. */
  picking: Side = 'from'
  search = ''
  /** Why `open({ view: 'Swap', arguments })` could not be followed ('No token … to swap on this network'). */
  argumentsError: string | undefined = undefined

  readonly catalog: SwapCatalog
  readonly quotes: QuoteFeed
  readonly flow: SwapFlow
  private readonly context: PluginContext
  private pendingArguments: SwapArguments | undefined = undefined
  private appliedArguments: unknown = undefined
  /** The account and network the chosen tokens belong to. */
  private formScope: string | undefined = undefined

  constructor(context: PluginContext, options: SwapStoreOptions = {}) {
    this.context = context
    const api = options.api ?? new SwapApi(context.chainData, context.projectId)
    this.catalog = new SwapCatalog(api, context)
    this.quotes = new QuoteFeed(
      (request, signal) => api.quote({ ...request, gasPrice: this.catalog.gasPrice }, signal),
      { debounceMs: context.timings.debounceDefault, refreshMs: QUOTE_REFRESH_MS },
    )
    this.flow = new SwapFlow(context, api, this, this.quotes, options.now)
    context.onDispose(() => this.quotes.dispose())
    makeAutoObservable<SwapStore, 'context' | 'pendingArguments' | 'appliedArguments' | 'formScope'>(
      this,
      { catalog: false, quotes: false, flow: false, context: false, pendingArguments: observableRef, appliedArguments: false, formScope: false },
      { autoBind: true },
    )
  }

  /** The kit's display formatting (§9), for the views. */
  get format(): PluginFormat {
    return this.context.format
  }

  get connected(): boolean {
    return this.context.account !== undefined
  }

  get from(): SwapTokenOption | undefined {
    return this.catalog.option(this.fromId)
  }

  get to(): SwapTokenOption | undefined {
    return this.catalog.option(this.toId)
  }

  /** The typed amount in base units, or why not; undefined while empty or without a from token. */
  get parsed(): ParsedAmount | undefined {
    const from = this.from
    if (!from || this.amountText.trim() === '') return undefined
    return parseAmount(this.amountText, from.decimals, from.symbol)
  }

  get amountError(): string | undefined {
    return this.parsed?.error
  }

  get amountUnits(): bigint | undefined {
    return this.parsed?.units
  }

  /** What a quote is asked for now; undefined while the form is incomplete or refused. */
  get quoteRequest(): QuoteRequest | undefined {
    const account = this.context.account
    const { from, to, amountUnits } = this
    if (!account || !from || !to || amountUnits === undefined || this.catalog.status !== 'ready') return undefined
    return { amount: amountUnits, userAddress: account.caipAddress, from: from.id, to: to.id }
  }

  /** The quote shown, as text, when it is for the form as it is now. */
  get details(): SwapDetails | undefined {
    const { quote } = this.quotes
    const { from, to } = this
    if (!quote || !from || !to || quote.fromAccount.toLowerCase() !== from.id || quote.toAccount.toLowerCase() !== to.id) return undefined
    return swapDetails(quote, from, to, this.catalog.native, this.context.format)
  }

  get sections(): TokenSections {
    return tokenSections(this.catalog.options, this.search)
  }

  /** The network has no swaps: the form is not shown, only the reason. */
  get unsupported(): SwapError | undefined {
    const error = this.catalog.error
    return error && NETWORK_UNSUPPORTED.has(error.code) ? error : undefined
  }

  /** The error under the form with a "Try again": the tokens or the quote could not be had. */
  get loadError(): SwapError | undefined {
    const error = this.catalog.status === 'error' ? this.catalog.error : this.quotes.status === 'error' ? this.quotes.error : undefined
    return error && !NETWORK_UNSUPPORTED.has(error.code) ? error : undefined
  }

  get canRetry(): boolean {
    const error = this.loadError
    return error !== undefined && (RETRYABLE.has(error.code) || this.catalog.status === 'error')
  }

  get insufficientBalance(): boolean {
    const { from, amountUnits } = this
    return !this.catalog.balancesUnknown && from !== undefined && amountUnits !== undefined && amountUnits > from.balance
  }

  /** The native coin held does not cover the network fee (and the amount, when it is what is swapped). */
  get insufficientGas(): boolean {
    const fee = this.details?.networkFeeWei
    const native = this.catalog.native
    if (fee === undefined || !native || this.catalog.balancesUnknown) return false
    return native.balance < fee + (this.from?.isNative ? (this.amountUnits ?? 0n) : 0n)
  }

  get button(): SwapButtonState {
    const { from, to, details } = this
    const none = (label: string): SwapButtonState => ({ action: 'none', label })
    if (this.flow.step !== 'idle') return none(this.flow.stepLabel)
    if (!from || !to) return none(BUTTON_REASONS.chooseTokens)
    if (this.amountText.trim() === '') return none(BUTTON_REASONS.enterAmount)
    if (this.amountError) return none(BUTTON_REASONS.invalidAmount)
    if (this.insufficientBalance) return none(BUTTON_REASONS.insufficientBalance(from.symbol))
    if (!details) return none(this.quotes.status === 'error' ? BUTTON_REASONS.noQuote : BUTTON_REASONS.quoting)
    if (this.flow.checkingAllowance) return none(BUTTON_REASONS.checkingAllowance)
    if (this.insufficientGas) return none(BUTTON_REASONS.insufficientGas(this.catalog.native?.symbol ?? 'coin'))
    if (this.flow.needsApproval) return { action: 'approve', label: `Approve ${from.symbol}` }
    return { action: 'swap', label: 'Swap' }
  }

  get step(): SwapStep {
    return this.flow.step
  }

  /** The view opens with `open({ view: 'Swap', arguments })`'s arguments (each entry once: a revisit keeps the form). */
  open(args: unknown): void {
    if (args === this.appliedArguments) return
    this.appliedArguments = args
    this.pendingArguments = isSwapArguments(args) ? args : undefined
    this.argumentsError = undefined
    if (this.catalog.status === 'ready' && this.catalog.loadedScope === this.catalog.scope) this.applyArguments()
  }

  /** The view shows: the list is read for this account and network, and shown quotes refresh. */
  async show(): Promise<void> {
    this.quotes.show()
    if (this.catalog.loadedScope !== this.catalog.scope || this.catalog.status === 'error') await this.reload()
  }

  hide(): void {
    this.quotes.hide()
  }

  /** Reads tokens and balances again (`force`: past the balance cache), then fits the form to them. */
  async reload(force = false): Promise<void> {
    await this.catalog.load(force)
    if (this.catalog.status !== 'ready') return
    if (this.formScope !== this.catalog.loadedScope) this.resetForm()
    this.applyArguments()
    if (!this.from && !this.to) this.fromId = this.catalog.native?.id
    this.changed()
  }

  /** "Try again": the list when it failed, else the quote. */
  retry(): Promise<void> {
    return this.catalog.status === 'error' ? this.reload() : this.quotes.fetchNow()
  }

  /** Opens the picker for a side. */
  pick(side: Side): void {
    this.picking = side
    this.search = ''
    this.context.router.navigate('SwapSelectToken')
  }

  setSearch(text: string): void {
    this.search = text
  }

  /** Picks a token for the side being picked; the other side's token picked here changes places with it. */
  choose(id: string): void {
    const other = this.picking === 'from' ? this.toId : this.fromId
    if (id === other) this.flip()
    else if (this.picking === 'from') this.fromId = id
    else this.toId = id
    this.changed()
    this.context.router.back()
  }

  /** The two tokens change places (the amount stays as typed). */
  flip(): void {
    const { fromId, toId } = this
    this.fromId = toId
    this.toId = fromId
    this.changed()
  }

  setAmount(text: string): void {
    this.amountText = text
    this.changed()
  }

  /** All of the from token; of the native coin, less the network fee twice over (or 0.001 before a quote). */
  setMax(): void {
    const from = this.from
    if (!from) return
    const fee = this.details?.networkFeeWei
    const reserve = from.isNative ? (fee !== undefined ? fee * 2n : 10n ** BigInt(Math.max(from.decimals - NATIVE_RESERVE_DIGITS, 0))) : 0n
    this.setAmount(wholeText(from.balance > reserve ? from.balance - reserve : 0n, from.decimals, from.decimals))
  }

  /** After a swap: the amount is cleared, the balances read again. */
  clearAmount(): void {
    this.amountText = ''
    this.changed()
  }

  /**
   * The inputs may have changed: if they did, the flow's last error goes (a new attempt); a quote is asked once
   * typing pauses, the allowance is read. Balances read again after a failed swap change no input, so its reason stays.
   */
  private changed(): void {
    const request = this.quoteRequest
    const previous = this.quotes.request
    if (!request || !previous || quoteKey(request) !== quoteKey(previous)) this.flow.clearError()
    this.quotes.set(request)
    void this.flow.readAllowance()
  }

  private resetForm(): void {
    this.formScope = this.catalog.loadedScope
    this.fromId = undefined
    this.toId = undefined
    this.amountText = ''
    this.quotes.set(undefined)
  }

  private applyArguments(): void {
    const args = this.pendingArguments
    if (!args) return
    this.pendingArguments = undefined
    const missing: string[] = []
    const resolve = (wanted: string | undefined): string | undefined => {
      if (wanted === undefined) return undefined
      const token = findToken(this.catalog.options, wanted)
      if (!token) missing.push(wanted)
      return token?.id
    }
    const from = resolve(args.fromToken)
    const to = resolve(args.toToken)
    if (from !== undefined) this.fromId = from
    if (to !== undefined && to !== this.fromId) this.toId = to
    if (args.amount !== undefined) this.amountText = args.amount
    this.argumentsError = missing.length > 0 ? new SwapError('TOKEN_NOT_FOUND', { values: { token: missing.join("', '") } }).message : undefined
    this.changed()
  }
}

const isSwapArguments = (value: unknown): value is SwapArguments =>
  typeof value === 'object' &&
  value !== null &&
  (['fromToken', 'toToken', 'amount'] as const).every((key) => !(key in value) || typeof (value as Record<string, unknown>)[key] === 'string' || (value as Record<string, unknown>)[key] === undefined)

