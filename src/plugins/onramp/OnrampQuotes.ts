import { makeAutoObservable, observableRef } from 'mobx'
import { LatestRequest, type LatestOutcome, type OnrampQuote } from 'gangway/plugin'
import { mockedQuote } from './mockedQuote'
import type { QuoteRequest } from './onrampApi'
import { OnrampError } from './onrampErrors'

export type QuoteStatus = 'idle' | 'waiting' | 'loading' | 'ready'

type FetchQuote = (request: QuoteRequest, signal: AbortSignal) => Promise<OnrampQuote>

export const quoteKey = (request: QuoteRequest): string =>
  `${request.amount} ${request.paymentCurrency} ${request.paymentMethod} → ${request.purchaseCurrency}@${request.network}`

/**
 * The form's quote (§3 Quote): asked once typing pauses (§9 debounce, 500 ms), an answer for inputs since changed
 * dropped. `quotesLoading` is true while one is fetched (§4). A failed quote is replaced by a mocked one with the
 * amount given, and its error message is stored (§8 fallback).
 */
export class OnrampQuotes {
  quote: OnrampQuote | undefined = undefined
  status: QuoteStatus = 'idle'
  /** §8 fallback: the quote shown is the mocked one; `error` says why the service's could not be had. */
  mocked = false
  error: OnrampError | undefined = undefined
  request: QuoteRequest | undefined = undefined

  private readonly calls: LatestRequest<QuoteRequest, OnrampQuote>

  constructor(fetchQuote: FetchQuote, debounceMs: number) {
    this.calls = new LatestRequest({ run: fetchQuote, delayMs: debounceMs, onStart: () => this.started(), onSettled: (outcome) => this.settle(outcome) })
    makeAutoObservable<OnrampQuotes, 'calls'>(this, { quote: observableRef, error: observableRef, request: observableRef, calls: false }, { autoBind: true })
  }

  /** §4: true while a quote is fetched. */
  get quotesLoading(): boolean {
    return this.status === 'loading'
  }

  /** §8: the stored message of the quote that failed (the mocked one is shown instead). */
  get errorMessage(): string | undefined {
    return this.error?.message
  }

  /** New inputs (undefined: nothing to quote): the quote shown goes, and one is asked once typing pauses. */
  set(request: QuoteRequest | undefined): void {
    if (request && this.request && quoteKey(request) === quoteKey(this.request)) return
    this.calls.cancel()
    this.request = request
    this.quote = undefined
    this.mocked = false
    this.error = undefined
    this.status = request ? 'waiting' : 'idle'
    if (request) this.calls.schedule(request)
  }

  /** Asks now ("Try again" on an estimated quote). */
  fetchNow(): Promise<void> {
    return this.request ? this.calls.now(this.request) : Promise.resolve()
  }

  dispose(): void {
    this.calls.cancel()
  }

  private started(): void {
    this.status = 'loading'
  }

  /** A failure shows the mocked quote for the amount given, and keeps why (§8). */
  private settle(outcome: LatestOutcome<QuoteRequest, OnrampQuote>): void {
    const failed = 'error' in outcome
    this.quote = failed ? mockedQuote(outcome.input) : outcome.output
    this.mocked = failed
    this.error = failed ? (outcome.error instanceof OnrampError ? outcome.error : new OnrampError('SERVICE_UNREACHABLE', { cause: outcome.error })) : undefined
    this.status = 'ready'
  }
}
