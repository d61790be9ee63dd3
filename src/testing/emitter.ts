/** A small typed event emitter for the EIP-1193 events (no node:events, so it runs in browsers too). */
import type { Eip1193EventMap, Eip1193EventName, Eip1193Listener } from './types'

/** Any listener (the top function type); narrowed back per event when called. */
type AnyListener = (...args: never) => void

export class Emitter {
  readonly #listeners = new Map<Eip1193EventName, Set<AnyListener>>()

  on<E extends Eip1193EventName>(event: E, listener: Eip1193Listener<E>): void {
    let set = this.#listeners.get(event)
    if (!set) this.#listeners.set(event, (set = new Set()))
    set.add(listener as AnyListener)
  }

  off<E extends Eip1193EventName>(event: E, listener: Eip1193Listener<E>): void {
    this.#listeners.get(event)?.delete(listener as AnyListener)
  }

  /** Calls every listener; one that throws is reported on the console and does not stop the others. */
  emit<E extends Eip1193EventName>(event: E, ...args: Eip1193EventMap[E]): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) {
      try {
        ;(listener as Eip1193Listener<E>)(...args)
      } catch (error) {
        console.error(`gangway test wallet: a '${event}' listener threw`, error)
      }
    }
  }

  listenerCount(event: Eip1193EventName): number {
    return this.#listeners.get(event)?.size ?? 0
  }
}
