import { makeAutoObservable } from 'mobx'
import { LatestRequest, type LatestOutcome, type NameSuggestion } from 'gangway/plugin'
import { NamesError } from './namesErrors'

export type SuggestionsStatus = 'idle' | 'waiting' | 'loading' | 'ready' | 'failed'

/** Fetches the suggestions of a label; rejects with a NamesError, or an AbortError when `signal` ends the call. */
export type FetchSuggestions = (label: string, signal: AbortSignal) => Promise<NameSuggestion[]>

/**
 * The suggestions of the label being typed (§7 /v1/profile/suggestions, §9 debounce): asked once typing pauses,
 * the call of a label no longer typed aborted, and a late answer for it dropped.
 */
export class NameSuggestionsFeed {
  status: SuggestionsStatus = 'idle'
  /** The label the suggestions (or the failure) are for. */
  label: string | undefined = undefined
  suggestions: readonly NameSuggestion[] = []
  error: NamesError | undefined = undefined

  private readonly calls: LatestRequest<string, NameSuggestion[]>

  /** `delayMs`: how long typing pauses before the call (§9 debounce, 500 ms). */
  constructor(fetchSuggestions: FetchSuggestions, delayMs: number) {
    this.calls = new LatestRequest({ run: fetchSuggestions, delayMs, onStart: () => this.started(), onSettled: (outcome) => this.settle(outcome) })
    makeAutoObservable<NameSuggestionsFeed, 'calls'>(this, { calls: false }, { autoBind: true })
  }

  /** Asks for `label`'s suggestions once typing pauses; undefined (an empty or invalid field) clears them. */
  request(label: string | undefined): void {
    this.cancel()
    if (label === undefined) return
    this.status = 'waiting'
    this.calls.schedule(label)
  }

  /** Asks for `label`'s suggestions again at once (the service refused a name they showed as free). */
  refresh(label: string): Promise<void> {
    this.request(label)
    return this.flush()
  }

  /** Starts a call still waiting for the pause; resolves once the call running has ended. */
  flush(): Promise<void> {
    return this.calls.flush()
  }

  /** Drops what is waiting or running, and the suggestions shown. */
  cancel(): void {
    this.calls.cancel()
    this.status = 'idle'
    this.label = undefined
    this.suggestions = []
    this.error = undefined
  }

  private started(): void {
    this.status = 'loading'
  }

  private settle(outcome: LatestOutcome<string, NameSuggestion[]>): void {
    this.label = outcome.input
    if ('output' in outcome) {
      this.suggestions = outcome.output
      this.status = 'ready'
    } else {
      this.error = outcome.error instanceof NamesError ? outcome.error : new NamesError('SUGGESTIONS_FAILED', { cause: outcome.error })
      this.status = 'failed'
    }
  }
}
