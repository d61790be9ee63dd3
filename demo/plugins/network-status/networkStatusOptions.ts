export interface NetworkStatusOptions {
  /** The author's status service (default: `/plugins/network-status/status` on the page's own origin). */
  readonly statusUrl?: string
  /** How often the open view reads the node again, in ms (default 4000). */
  readonly pollMs?: number
}

export const DEFAULT_STATUS_PATH = '/plugins/network-status/status'
export const DEFAULT_POLL_MS = 4000
