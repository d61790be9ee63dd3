import { reaction } from 'mobx'
import { ALERTS } from './alertCatalogue'
import { reportError } from './errorReports'
import type { KernelServices } from './slices/KernelServices'

/**
 * The errors the kit shows on its own surfaces, reported as 'error' events: an error alert (its id as the type) and
 * an error toast. Started on intent, with the analytics code. Returns the disposer.
 */
export function reportShownErrors(kit: Pick<KernelServices, 'alerts' | 'toast' | 'events'>): () => void {
  const alerts = reaction(
    () => kit.alerts.current,
    (alert) => {
      const entry = alert && ALERTS[alert.id]
      if (alert && entry?.variant === 'error') reportError(kit.events, 'ALERT_ERROR', `${entry.title}: ${alert.detail ?? entry.text}`, alert.id)
    },
    { fireImmediately: true },
  )
  const toasts = reaction(
    () => (kit.toast.open && kit.toast.variant === 'error' ? kit.toast.message : undefined),
    (message) => {
      if (message !== undefined) reportError(kit.events, 'TOAST_ERROR', message, 'ToastError')
    },
  )
  return () => {
    alerts()
    toasts()
  }
}
