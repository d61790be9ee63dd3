/** An EIP-1193 provider's listeners ('accountsChanged', 'chainChanged', 'disconnect'), for the kit's own providers. */
export type ProviderListener = (payload: never) => void

export class ProviderEvents {
  private readonly listeners = new Map<string, Set<ProviderListener>>()

  on(event: string, listener: ProviderListener): void {
    const set = this.listeners.get(event) ?? new Set<ProviderListener>()
    set.add(listener)
    this.listeners.set(event, set)
  }

  removeListener(event: string, listener: ProviderListener): void {
    this.listeners.get(event)?.delete(listener)
  }

  emit(event: string, payload: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (value: unknown) => void)(payload)
  }
}

/** The kit's own providers' EIP-1193 listener methods (chainable `on`, `removeListener`) and the `emit` of their events. */
export abstract class EventfulProvider {
  private readonly events = new ProviderEvents()

  on(event: string, listener: ProviderListener): this {
    this.events.on(event, listener)
    return this
  }

  removeListener(event: string, listener: ProviderListener): this {
    this.events.removeListener(event, listener)
    return this
  }

  protected emit(event: string, payload: unknown): void {
    this.events.emit(event, payload)
  }
}
