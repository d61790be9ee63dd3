/** The §8 alert catalogue: every alert the kit can show, with its title and text, once. */

export type AlertVariant = 'error' | 'warning' | 'info'

export interface AlertEntry {
  readonly variant: AlertVariant
  readonly title: string
  readonly text: string
}

export const ALERTS = {
  NETWORK_NOT_FOUND: { variant: 'error', title: 'Network Not Found', text: "The network is not in the 'networks' option. Add it there to use it." },
  ORIGIN_NOT_ALLOWED: { variant: 'error', title: 'Origin Not Allowed', text: 'This origin is not allowed for the project. Update the allowed origins in the dashboard configuration.' },
  EMBEDDED_WALLET_LOAD_FAILED: { variant: 'error', title: 'Network Error - Could not load embedded wallet', text: 'The embedded wallet could not be loaded. Please try again later.' },
  EMBEDDED_WALLET_TIMEOUT: { variant: 'error', title: 'Embedded Wallet Request Timed Out', text: 'The embedded wallet did not answer in time. Please try again later.' },
  UNVERIFIED_DOMAIN: { variant: 'error', title: 'Unverified Domain', text: 'Verify this domain on the dashboard to use the embedded wallet.' },
  SESSION_EXPIRED: { variant: 'error', title: 'Session Expired', text: "Your session has expired. Check your device's time settings and reconnect." },
  INVALID_PROJECT_ID: { variant: 'error', title: 'Invalid Project ID', text: 'The project ID is not valid. Get a new one from the dashboard.' },
  PROJECT_ID_NOT_CONFIGURED: { variant: 'error', title: 'Project ID Not Configured', text: 'Set a project ID in the createAppKit options.' },
  SERVER_ERROR: { variant: 'error', title: 'Server Error', text: 'Failed to get App Configuration.' },
  RATE_LIMITED: { variant: 'error', title: 'Rate Limited', text: 'Too many requests while fetching the App Configuration. Please try again later.' },
  LOCAL_CONFIGURATION_IGNORED: { variant: 'warning', title: 'Local configuration ignored', text: 'The project configuration turned off features enabled in the local options.' },
  MULTI_WALLET_NOT_ENABLED: { variant: 'info', title: 'Multi-wallet not enabled', text: 'Enable the multiWallet feature to use multiple wallet connections.' },
  MULTI_WALLET_NOT_ENABLED_CONNECTIONS: { variant: 'info', title: 'Multi-wallet not enabled', text: 'Enable the multiWallet feature to use the useAppKitConnections hook.' },
  MULTI_WALLET_NOT_ENABLED_CONNECTION: { variant: 'info', title: 'Multi-wallet not enabled', text: 'Enable the multiWallet feature to use the useAppKitConnection hook.' },
} as const satisfies Record<string, AlertEntry>

export type AlertId = keyof typeof ALERTS
