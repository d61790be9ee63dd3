import { afterFrame } from './afterFrame'
import { ANALYTICS_MAX_ERRORS_PER_MINUTE } from './lazyConstants'
import type { KitEvent } from './stores/EventsStore'
import type { HttpClient } from './http/client'
import { fetchAnalyticsConfig } from './http/projectConfig'

const MINUTE = 60_000

/**
 * Sends kit events to POST /e once activate() has found that the developer left analytics on and the
 * project allows them; until then, and otherwise, record() drops events. Events from before intent wait
 * in the kit's AnalyticsRelay, which connects here after activation.
 */
export class AnalyticsSink {
  private enabled = false
  private errorTimes: number[] = []
  private readonly client: HttpClient
  private readonly allowedLocally: () => boolean

  constructor(client: HttpClient, allowedLocally: () => boolean) {
    this.client = client
    this.allowedLocally = allowedLocally
  }

  record(event: KitEvent): void {
    if (!this.enabled) return
    if (event.data.type === 'error' && !this.takeErrorSlot(event.timestamp)) return
    const location = typeof window === 'undefined' ? undefined : window.location
    const page = { url: location?.href ?? '', domain: location?.host ?? '' }
    // After the next frame: MODAL_OPEN comes from the click that opens the modal, and setting the request up cost
    // ~0.6 ms of the frame that shows it.
    afterFrame(() => void this.send(event, page))
  }

  /** Called on intent: asks the project whether analytics are on (not even that when the developer turned them off). */
  async activate(): Promise<void> {
    if (!this.allowedLocally()) return
    this.enabled = await fetchAnalyticsConfig(this.client)
  }

  private takeErrorSlot(now: number): boolean {
    this.errorTimes = this.errorTimes.filter((time) => now - time < MINUTE)
    if (this.errorTimes.length >= ANALYTICS_MAX_ERRORS_PER_MINUTE) return false
    this.errorTimes.push(now)
    return true
  }

  private async send(event: KitEvent, page: { url: string; domain: string }): Promise<void> {
    try {
      await this.client.post('/e', {
        body: {
          eventId: crypto.randomUUID(),
          url: page.url,
          domain: page.domain,
          timestamp: event.timestamp,
          props: event.data.type === 'error' ? errorProps(event) : { type: event.data.type, event: event.data.event, properties: event.data.properties ?? {} },
        },
      })
    } catch (error) {
      console.warn('[gangway] analytics event not sent', error)
    }
  }
}

/** §7: an error report's props are its type, event, errorType, errorMessage and stackTrace. */
function errorProps({ data }: KitEvent): Record<string, string> {
  const text = (name: string): string => {
    const value = data.properties?.[name]
    return typeof value === 'string' ? value : ''
  }
  return { type: 'error', event: data.event, errorType: text('errorType'), errorMessage: text('errorMessage'), stackTrace: text('stackTrace') }
}
