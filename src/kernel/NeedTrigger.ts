import { whenIdle } from './whenIdle'

/**
 * When the kit's deferred code (the modal's UI, the adapters' wallet code) is needed: at the first intent or open
 * (request()), else once the page has loaded and is idle. Nothing waiting here is fetched while the page itself
 * loads. Outside a browser only request() fires it.
 */
export class NeedTrigger {
  private fired = false
  private readonly waiting = new Set<() => void>()
  private cancelWait: (() => void) | undefined

  constructor(private readonly target: Window | undefined) {}

  /** Runs `run` once needed (at once if it already is); returns the cancel. */
  whenNeeded(run: () => void): () => void {
    if (this.fired) {
      run()
      return () => {}
    }
    this.waiting.add(run)
    this.cancelWait ??= this.waitForIdlePage()
    return () => void this.waiting.delete(run)
  }

  /** Intent or open: everything waiting runs now. */
  request(): void {
    if (this.fired) return
    this.fired = true
    this.cancelWait?.()
    const runs = [...this.waiting]
    this.waiting.clear()
    for (const run of runs) run()
  }

  dispose(): void {
    this.cancelWait?.()
    this.waiting.clear()
  }

  private waitForIdlePage(): () => void {
    const target = this.target
    if (!target) return () => {}
    if (target.document.readyState === 'complete') return whenIdle(() => this.request())
    let cancelIdle: (() => void) | undefined
    const onLoad = () => {
      cancelIdle = whenIdle(() => this.request())
    }
    target.addEventListener('load', onLoad, { once: true })
    return () => {
      target.removeEventListener('load', onLoad)
      cancelIdle?.()
    }
  }
}
