import { makeAutoObservable, observableRef } from 'mobx'
import type { OnrampQuote } from 'gangway/plugin'
import { mockedQuote } from './mockedQuote'
import type { QuoteRequest } from './onrampApi'
import { isAbort } from './onrampErrorOf'
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

  private readonly fetchQuote: FetchQuote
  private readonly debounceMs: number
  private debounce: ReturnType<typeof setTimeout> | undefined = undefined
  private inFlight: AbortController | undefined = undefined

  constructor(fetchQuote: FetchQuote, debounceMs: number) {
    this.fetchQuote = fetchQuote
    this.debounceMs = debounceMs
    makeAutoObservable<OnrampQuotes, 'fetchQuote' | 'debounceMs' | 'debounce' | 'inFlight'>(
      this,
      { quote: observableRef, error: observableRef, request: observableRef, fetchQuote: false, debounceMs: false, debounce: false, inFlight: false },
      { autoBind: true },
    )
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
    this.cancel()
    this.request = request
    this.quote = undefined
    this.mocked = false
    this.error = undefined
    this.status = request ? 'waiting' : 'idle'
    if (request) this.debounce = setTimeout(() => void this.fetch(), this.debounceMs)
  }

  /** Asks now ("Try again" on an estimated quote). */
  fetchNow(): Promise<void> {
    this.cancelDebounce()
    return this.fetch()
  }

  dispose(): void {
    this.cancel()
  }

  private async fetch(): Promise<void> {
    const request = this.request
    if (!request) return
    this.inFlight?.abort()
    const controller = new AbortController()
    this.inFlight = controller
    this.status = 'loading'
    try {
      const quote = await this.fetchQuote(request, controller.signal)
      if (this.inFlight === controller) this.settle(quote, undefined)
    } catch (error) {
      if (this.inFlight !== controller || isAbort(error)) return
      this.settle(mockedQuote(request), error instanceof OnrampError ? error : new OnrampError('SERVICE_UNREACHABLE', { cause: error }))
    }
  }

  private settle(quote: OnrampQuote, error: OnrampError | undefined): void {
    this.inFlight = undefined
    this.quote = quote
    this.mocked = error !== undefined
    this.error = error
    this.status = 'ready'
  }

  private cancelDebounce(): void {
    if (this.debounce !== undefined) clearTimeout(this.debounce)
    this.debounce = undefined
  }

  private cancel(): void {
    this.cancelDebounce()
    this.inFlight?.abort()
    this.inFlight = undefined
  }
}
