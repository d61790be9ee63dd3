import type { HttpClient } from './http/client'
import { isOriginAllowed } from '../protocol/isOriginAllowed'
import { alertFor } from './errors/alertFor'
import { fetchAllowedOrigins } from './http/origins'
import type { AlertStore } from './stores/AlertStore'

/**
 * §8: the page's origin must be one the project allows ('Origin Not Allowed'); a 429 raises 'Rate
 * Limited', a 5xx 'Server Error'; any other failure passes silently (the origins call maps it to []).
 */
export async function checkAllowedOrigins(api: HttpClient, alerts: AlertStore, origin: string | undefined): Promise<void> {
  try {
    const allowed = await fetchAllowedOrigins(api)
    if (origin !== undefined && allowed.length > 0 && !isOriginAllowed(origin, allowed)) {
      alerts.show('ORIGIN_NOT_ALLOWED', `${origin} is not an allowed origin of this project.`)
    }
  } catch (error) {
    const alert = alertFor(error)
    if (alert) alerts.show(alert)
  }
}
