import { makeAutoObservable, runInAction } from 'mobx'
import type { NameSuggestion } from 'gangway/plugin'
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

  private pending: string | undefined = undefined
  private timer: ReturnType<typeof setTimeout> | undefined = undefined
  private running: { readonly controller: AbortController; readonly done: Promise<void> } | undefined = undefined

  constructor(
    private readonly fetchSuggestions: FetchSuggestions,
    /** How long typing pauses before the call (§9 debounce, 500 ms). */
    private readonly delayMs: number,
  ) {
    makeAutoObservable<NameSuggestionsFeed, 'fetchSuggestions' | 'delayMs' | 'pending' | 'timer' | 'running'>(
      this,
      { fetchSuggestions: false, delayMs: false, pending: false, timer: false, running: false },
      { autoBind: true },
    )
  }

  /** Asks for `label`'s suggestions once typing pauses; undefined (an empty or invalid field) clears them. */
  request(label: string | undefined): void {
    this.cancel()
    if (label === undefined) return
    this.status = 'waiting'
    this.pending = label
    this.timer = setTimeout(() => void this.flush(), this.delayMs)
  }

  /** Asks for `label`'s suggestions again at once (the service refused a name they showed as free). */
  refresh(label: string): Promise<void> {
    this.request(label)
    return this.flush()
  }

  /** Starts a call still waiting for the pause; resolves once the call running has ended. */
  flush(): Promise<void> {
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = undefined
    const label = this.pending
    this.pending = undefined
    if (label !== undefined) {
      const controller = new AbortController()
      this.status = 'loading'
      this.running = { controller, done: this.fetch(label, controller) }
    }
    return this.running?.done ?? Promise.resolve()
  }

  /** Drops what is waiting or running, and the suggestions shown. */
  cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = undefined
    this.pending = undefined
    this.running?.controller.abort()
    this.running = undefined
    this.status = 'idle'
    this.label = undefined
    this.suggestions = []
    this.error = undefined
  }

  private async fetch(label: string, controller: AbortController): Promise<void> {
    try {
      const suggestions = await this.fetchSuggestions(label, controller.signal)
      runInAction(() => {
        if (controller.signal.aborted) return
        this.label = label
        this.suggestions = suggestions
        this.status = 'ready'
      })
    } catch (error) {
      runInAction(() => {
        if (controller.signal.aborted) return
        this.label = label
        this.error = error instanceof NamesError ? error : new NamesError('SUGGESTIONS_FAILED', { cause: error })
        this.status = 'failed'
      })
    }
  }
}
