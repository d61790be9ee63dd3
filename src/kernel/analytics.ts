import { ANALYTICS_MAX_ERRORS_PER_MINUTE } from './constants'
import type { KitEvent } from './stores/EventsStore'
import type { HttpClient } from './http/client'
import { fetchAnalyticsConfig } from './http/projectConfig'

const MINUTE = 60_000

/**
 * Sends kit events to POST /e, only when the developer left analytics on and the project allows it.
 * Nothing is sent before the visitor shows intent; events before that are queued (at most 50).
 */
export class AnalyticsSink {
  private enabled: boolean | undefined
  private queue: KitEvent[] = []
  private errorTimes: number[] = []
  private readonly client: HttpClient
  private readonly allowedLocally: () => boolean

  constructor(client: HttpClient, allowedLocally: () => boolean) {
    this.client = client
    this.allowedLocally = allowedLocally
  }

  record(event: KitEvent): void {
    if (!this.allowedLocally() || this.enabled === false) return
    if (event.data.type === 'error' && !this.takeErrorSlot(event.timestamp)) return
    if (this.enabled) void this.send(event)
    else if (this.queue.length < 50) this.queue.push(event)
  }

  /** Called on intent: asks the project whether analytics are on, then flushes the queue. */
  async activate(): Promise<void> {
    if (this.enabled !== undefined || !this.allowedLocally()) return
    this.enabled = await fetchAnalyticsConfig(this.client)
    const queued = this.queue
    this.queue = []
    if (this.enabled) for (const event of queued) void this.send(event)
  }

  private takeErrorSlot(now: number): boolean {
    this.errorTimes = this.errorTimes.filter((time) => now - time < MINUTE)
    if (this.errorTimes.length >= ANALYTICS_MAX_ERRORS_PER_MINUTE) return false
    this.errorTimes.push(now)
    return true
  }

  private async send(event: KitEvent): Promise<void> {
    const location = typeof window === 'undefined' ? undefined : window.location
    try {
      await this.client.post('/e', {
        body: {
          eventId: crypto.randomUUID(),
          url: location?.href ?? '',
          domain: location?.host ?? '',
          timestamp: event.timestamp,
          props: { type: event.data.type, event: event.data.event, properties: event.data.properties ?? {} },
        },
      })
    } catch (error) {
      console.warn('[gangway] analytics event not sent', error)
    }
  }
}
