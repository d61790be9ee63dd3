import { makeAutoObservable } from 'mobx'
import { TIMINGS, TOAST_AUTO_CLOSE_MS } from '../constants'
import { messageOf } from '../errors/messageOf'

export type ToastVariant = 'success' | 'error' | 'loading'

interface ToastMessage {
  readonly message: string
  readonly variant: ToastVariant
  readonly autoClose: boolean
}

/** §4 notification toast: a second message first closes the old one, then shows after 150 ms. */
export class ToastStore {
  open = false
  message = ''
  variant: ToastVariant = 'success'
  autoClose = true
  private pending: ReturnType<typeof setTimeout> | undefined
  private closer: ReturnType<typeof setTimeout> | undefined
  private readonly reopenDelay: number

  constructor(reopenDelay: number = TIMINGS.toastReopenDelay) {
    this.reopenDelay = reopenDelay
    makeAutoObservable<ToastStore, 'pending' | 'closer' | 'reopenDelay'>(
      this,
      { pending: false, closer: false, reopenDelay: false },
      { autoBind: true },
    )
  }

  /** An error toast with the error's short message (a kit error's §8 text). */
  showError(error: unknown): void {
    this.show(messageOf(error), 'error')
  }

  show(message: string, variant: ToastVariant, autoClose = variant !== 'loading'): void {
    const next = { message, variant, autoClose }
    if (this.pending) {
      // The old toast is already closing: the newest message takes the pending slot, shown a full delay later.
      clearTimeout(this.pending)
      this.pending = setTimeout(() => this.display(next), this.reopenDelay)
      return
    }
    this.clearTimers()
    if (this.open) {
      this.open = false
      this.pending = setTimeout(() => this.display(next), this.reopenDelay)
    } else {
      this.display(next)
    }
  }

  /** Stops every timer (the kit is being destroyed). */
  dispose(): void {
    this.clearTimers()
  }

  hide(): void {
    this.clearTimers()
    this.open = false
  }

  private display(next: ToastMessage): void {
    this.pending = undefined
    this.message = next.message
    this.variant = next.variant
    this.autoClose = next.autoClose
    this.open = true
    if (next.autoClose) this.closer = setTimeout(this.hide, TOAST_AUTO_CLOSE_MS)
  }

  private clearTimers(): void {
    if (this.pending) clearTimeout(this.pending)
    if (this.closer) clearTimeout(this.closer)
    this.pending = undefined
    this.closer = undefined
  }
}
