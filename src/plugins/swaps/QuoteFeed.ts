import { makeAutoObservable, observableRef } from 'mobx'
import type { SwapQuote } from 'gangway/plugin'
import { isAbort } from './swapErrorOf'
import type { QuoteRequest } from './swapApi'
import { SwapError } from './swapErrors'

export type QuoteStatus = 'idle' | 'waiting' | 'loading' | 'ready' | 'error'

export interface QuoteFeedOptions {
  /** How long typing pauses before a quote is asked (§9 debounce default, 500 ms). */
  readonly debounceMs: number
  /** How often a shown quote is asked again (15 s). */
  readonly refreshMs: number
}

type FetchQuote = (request: QuoteRequest, signal: AbortSignal) => Promise<SwapQuote>

/** The inputs a quote is for (the gas price is not one: a new one alone asks no new quote). */
export const quoteKey = (request: QuoteRequest): string => `${request.from}>${request.to}:${request.amount}@${request.userAddress}`

/**
 * The live quote of the Swap form: asked once typing pauses, asked again every `refreshMs` while the view shows
 * (and the flow is not paused for a transaction), an answer for inputs since changed dropped. A refresh keeps the
 * quote it replaces on show until the new one arrives.
 */
export class QuoteFeed {
  quote: SwapQuote | undefined = undefined
  status: QuoteStatus = 'idle'
  error: SwapError | undefined = undefined
  /** A refresh is under way (the quote shown is still the last one). */
  refreshing = false
  request: QuoteRequest | undefined = undefined

  private readonly fetchQuote: FetchQuote
  private readonly options: QuoteFeedOptions
  private debounce: ReturnType<typeof setTimeout> | undefined = undefined
  private refresher: ReturnType<typeof setInterval> | undefined = undefined
  private inFlight: AbortController | undefined = undefined
  private paused = false

  constructor(fetchQuote: FetchQuote, options: QuoteFeedOptions) {
    this.fetchQuote = fetchQuote
    this.options = options
    makeAutoObservable<QuoteFeed, 'fetchQuote' | 'options' | 'debounce' | 'refresher' | 'inFlight' | 'paused'>(
      this,
      { quote: observableRef, error: observableRef, request: observableRef, fetchQuote: false, options: false, debounce: false, refresher: false, inFlight: false, paused: false },
      { autoBind: true },
    )
  }

  /** New inputs (undefined: nothing to quote): the quote shown goes, and one is asked once typing pauses. */
  set(request: QuoteRequest | undefined): void {
    if (request && this.request && quoteKey(request) === quoteKey(this.request)) {
      this.request = request
      return
    }
    this.cancel()
    this.request = request
    this.quote = undefined
    this.error = undefined
    this.status = request ? 'waiting' : 'idle'
    if (request) this.debounce = setTimeout(() => void this.fetch(), this.options.debounceMs)
  }

  /** Asks now (Try again, or a fresh quote after a failed swap). */
  fetchNow(): Promise<void> {
    this.cancelDebounce()
    return this.fetch()
  }

  /** The view shows: shown quotes refresh every `refreshMs`. */
  show(): void {
    if (this.refresher === undefined) this.refresher = setInterval(() => void this.refresh(), this.options.refreshMs)
  }

  /** The view is gone: no more refreshes; a quote being asked is dropped. */
  hide(): void {
    if (this.refresher !== undefined) clearInterval(this.refresher)
    this.refresher = undefined
  }

  /** While a transaction is signed or mined, the quote it was built on stays put. */
  setPaused(paused: boolean): void {
    this.paused = paused
  }

  dispose(): void {
    this.hide()
    this.cancel()
  }

  private refresh(): Promise<void> {
    if (this.paused || this.status !== 'ready' || this.refreshing) return Promise.resolve()
    return this.fetch()
  }

  private async fetch(): Promise<void> {
    const request = this.request
    if (!request) return
    this.inFlight?.abort()
    const controller = new AbortController()
    this.inFlight = controller
    const refreshing = this.status === 'ready'
    this.refreshing = refreshing
    if (!refreshing) this.status = 'loading'
    try {
      const quote = await this.fetchQuote(request, controller.signal)
      if (this.inFlight === controller) this.settle(quote, undefined)
    } catch (error) {
      if (this.inFlight !== controller || isAbort(error)) return
      this.settle(undefined, error instanceof SwapError ? error : new SwapError('SERVICE_UNREACHABLE', { cause: error }))
    }
  }

  private settle(quote: SwapQuote | undefined, error: SwapError | undefined): void {
    this.inFlight = undefined
    this.refreshing = false
    this.quote = quote
    this.error = error
    this.status = quote ? 'ready' : 'error'
  }

  private cancelDebounce(): void {
    if (this.debounce !== undefined) clearTimeout(this.debounce)
    this.debounce = undefined
  }

  private cancel(): void {
    this.cancelDebounce()
    this.inFlight?.abort()
    this.inFlight = undefined
    this.refreshing = false
  }
}
