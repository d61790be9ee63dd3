/** What became of the latest call: its answer, or its failure (an aborted call reports nothing). */
export type LatestOutcome<Input, Output> = { readonly input: Input; readonly output: Output } | { readonly input: Input; readonly error: unknown }

export interface LatestRequestOptions<Input, Output> {
  /** The call; `signal` ends it once a newer input replaces it. */
  readonly run: (input: Input, signal: AbortSignal) => Promise<Output>
  /** How long typing pauses before `schedule`'s call starts (§9 debounce, 500 ms). */
  readonly delayMs: number
  /** The call starts (after the pause, or at once for `now`). */
  readonly onStart?: (input: Input) => void
  /** The latest call ended; a call replaced or cancelled meanwhile never reports. */
  readonly onSettled: (outcome: LatestOutcome<Input, Output>) => void
}

const isAbortLike = (error: unknown): boolean => typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'

/**
 * A service call that follows typing: asked once typing pauses, the call of an input no longer wanted aborted, and a
 * late answer for it dropped. Plain (not observable): a store keeps what it shows from `onStart` and `onSettled`.
 */
export class LatestRequest<Input, Output> {
  private readonly options: LatestRequestOptions<Input, Output>
  private timer: ReturnType<typeof setTimeout> | undefined = undefined
  private waiting: { readonly input: Input } | undefined = undefined
  private running: { readonly controller: AbortController; readonly done: Promise<void> } | undefined = undefined

  constructor(options: LatestRequestOptions<Input, Output>) {
    this.options = options
  }

  /** True while a call waits for the pause or runs. */
  get busy(): boolean {
    return this.timer !== undefined || this.running !== undefined
  }

  /** Drops what waits or runs, and calls for `input` once typing pauses. */
  schedule(input: Input): void {
    this.cancel()
    this.waiting = { input }
    this.timer = setTimeout(() => void this.flush(), this.options.delayMs)
  }

  /** Starts at once a call waiting for the pause; resolves once the call running (if any) has reported. */
  flush(): Promise<void> {
    const waiting = this.waiting
    if (waiting) return this.now(waiting.input)
    return this.running?.done ?? Promise.resolve()
  }

  /** Drops what waits or runs, and calls for `input` at once; resolves once it has reported (or been replaced). */
  now(input: Input): Promise<void> {
    this.cancel()
    return this.start(input)
  }

  /** Drops what waits or runs: nothing of it is reported. */
  cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = undefined
    this.waiting = undefined
    this.running?.controller.abort()
    this.running = undefined
  }

  private start(input: Input): Promise<void> {
    const controller = new AbortController()
    this.options.onStart?.(input)
    const done = this.settle(input, controller)
    this.running = { controller, done }
    return done
  }

  private async settle(input: Input, controller: AbortController): Promise<void> {
    let outcome: LatestOutcome<Input, Output>
    try {
      outcome = { input, output: await this.options.run(input, controller.signal) }
    } catch (error) {
      if (isAbortLike(error) && controller.signal.aborted) return
      outcome = { input, error }
    }
    // Every replacement and cancel aborts the call it drops, so a call not aborted is still the latest.
    if (controller.signal.aborted) return
    if (this.running?.controller === controller) this.running = undefined
    this.options.onSettled(outcome)
  }
}
