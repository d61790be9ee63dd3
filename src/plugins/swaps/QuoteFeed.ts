import { makeAutoObservable, observableRef } from 'mobx'
import { LatestRequest, type LatestOutcome, type SwapQuote } from 'gangway/plugin'
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

  private readonly calls: LatestRequest<QuoteRequest, SwapQuote>
  private readonly options: QuoteFeedOptions
  private refresher: ReturnType<typeof setInterval> | undefined = undefined
  private paused = false

  constructor(fetchQuote: FetchQuote, options: QuoteFeedOptions) {
    this.options = options
    // The latest inputs of the same key (a newer gas price) are the ones asked with.
    const run = (request: QuoteRequest, signal: AbortSignal): Promise<SwapQuote> => fetchQuote(this.request ?? request, signal)
    this.calls = new LatestRequest({ run, delayMs: options.debounceMs, onStart: () => this.started(), onSettled: (outcome) => this.settle(outcome) })
    makeAutoObservable<QuoteFeed, 'calls' | 'options' | 'refresher' | 'paused'>(
      this,
      { quote: observableRef, error: observableRef, request: observableRef, calls: false, options: false, refresher: false, paused: false },
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
    if (request) this.calls.schedule(request)
  }

  /** Asks now (Try again, or a fresh quote after a failed swap). */
  fetchNow(): Promise<void> {
    return this.request ? this.calls.now(this.request) : Promise.resolve()
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
    return this.fetchNow()
  }

  /** A refresh keeps the quote shown; a first ask shows the loading state. */
  private started(): void {
    this.refreshing = this.status === 'ready'
    if (!this.refreshing) this.status = 'loading'
  }

  private settle(outcome: LatestOutcome<QuoteRequest, SwapQuote>): void {
    this.refreshing = false
    if ('output' in outcome) {
      this.quote = outcome.output
      this.error = undefined
      this.status = 'ready'
    } else {
      this.quote = undefined
      this.error = outcome.error instanceof SwapError ? outcome.error : new SwapError('SERVICE_UNREACHABLE', { cause: outcome.error })
      this.status = 'error'
    }
  }

  private cancel(): void {
    this.calls.cancel()
    this.refreshing = false
  }
}
