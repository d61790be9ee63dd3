import { makeAutoObservable } from 'mobx'
import { UnknownViewError } from '../errors/view'
import { resolveBack } from './rules'
import type { ArgumentsOf, RouteEntry } from './views'

/** What the router needs from the rest of the kit. */
export interface RouterHost {
  isConnected(): boolean
  knowsView(view: string): boolean
  closeModal(): void
  /** Called before a view is shown, so a plugin's chunk can start loading. */
  willShow(view: string): void
}

/** The view history stack (§2). */
export class RouterStore {
  history: readonly RouteEntry[] = [{ view: 'Connect' }]
  private readonly host: RouterHost

  constructor(host: RouterHost) {
    this.host = host
    makeAutoObservable<RouterStore, 'host'>(this, { host: false }, { autoBind: true })
  }

  get current(): RouteEntry {
    return this.history[this.history.length - 1] ?? { view: 'Connect' }
  }

  get view(): string {
    return this.current.view
  }

  get canGoBack(): boolean {
    return this.history.length > 1
  }

  push<V extends string>(view: V, args?: ArgumentsOf<V>): void {
    this.history = [...this.history, this.entry(view, args)]
  }

  replace<V extends string>(view: V, args?: ArgumentsOf<V>): void {
    this.history = [...this.history.slice(0, -1), this.entry(view, args)]
  }

  reset<V extends string>(view: V, args?: ArgumentsOf<V>): void {
    this.history = [this.entry(view, args)]
  }

  goBack(): void {
    const outcome = resolveBack(this.history, this.host.isConnected())
    if (outcome.action === 'close') {
      this.host.closeModal()
      return
    }
    this.history = outcome.history
    this.host.willShow(this.view)
  }

  goBackToIndex(index: number): void {
    if (index < 0 || index >= this.history.length) return
    this.history = this.history.slice(0, index + 1)
    this.host.willShow(this.view)
  }

  goBackOrCloseModal(): void {
    if (this.canGoBack) this.goBack()
    else this.host.closeModal()
  }

  private entry(view: string, args: unknown): RouteEntry {
    if (!this.host.knowsView(view)) throw new UnknownViewError(view)
    this.host.willShow(view)
    return args === undefined ? { view } : { view, args }
  }
}
