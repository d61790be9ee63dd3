import { messageOf } from '../errors/messageOf'
import { siwxText } from '../errors/siwx'
import type { RouterStore } from '../router/RouterStore'
import type { EventsStore } from '../stores/EventsStore'
import type { ToastStore } from '../stores/ToastStore'

export interface SiwxFailureDeps {
  readonly events: Pick<EventsStore, 'emit'>
  readonly router: Pick<RouterStore, 'reset'>
  readonly toast: Pick<ToastStore, 'show'>
  disconnect(): Promise<void>
}

/**
 * §8: sign-in could not start (the sessions could not be read, or its chunk or config failed): the wallet
 * disconnects and the modal shows Connect, with the toast.
 */
export async function siwxFailed(deps: SiwxFailureDeps, error: unknown, properties: Record<string, unknown> = {}): Promise<void> {
  console.error('[gangway] sign-in could not start', error)
  deps.events.emit('SIWX_AUTH_ERROR', { ...properties, message: messageOf(error) })
  await deps.disconnect().catch((failure: unknown) => console.error(failure))
  deps.router.reset('Connect')
  deps.toast.show(siwxText('INITIALIZE_FAILED'), 'error')
}
