import type { KitEvent } from './stores/EventsStore'

const BACKLOG_LIMIT = 50

/**
 * Holds kit events until the analytics sink arrives with the intent chunk, then hands them over and
 * forwards every later one. Keeps nothing while the developer has analytics off.
 */
export class AnalyticsRelay {
  private readonly backlog: KitEvent[] = []
  private sink: ((event: KitEvent) => void) | undefined
  private readonly enabled: () => boolean

  constructor(enabled: () => boolean) {
    this.enabled = enabled
  }

  record(event: KitEvent): void {
    if (!this.enabled()) return
    if (this.sink) this.sink(event)
    else if (this.backlog.length < BACKLOG_LIMIT) this.backlog.push(event)
  }

  connect(sink: (event: KitEvent) => void): void {
    this.sink = sink
    for (const event of this.backlog.splice(0)) sink(event)
  }
}
