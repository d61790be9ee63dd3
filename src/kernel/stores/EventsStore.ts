/** A kit event as AppKit's subscribeEvents delivers it. */
export interface KitEvent {
  readonly timestamp: number
  readonly data: {
    readonly type: 'track' | 'error'
    readonly event: string
    readonly properties?: Readonly<Record<string, unknown>>
  }
}

export type EventListener = (event: KitEvent) => void

/** Event bus for subscribeEvents; the analytics sink listens here too. Plain class: events are not state. */
export class EventsStore {
  private readonly listeners = new Set<EventListener>()
  last: KitEvent | undefined

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  emit(event: string, properties?: Record<string, unknown>, type: KitEvent['data']['type'] = 'track'): void {
    const entry: KitEvent = { timestamp: Date.now(), data: properties ? { type, event, properties } : { type, event } }
    this.last = entry
    for (const listener of [...this.listeners]) {
      try {
        listener(entry)
      } catch (error) {
        console.error('[gangway] an event listener threw', error)
      }
    }
  }
}
