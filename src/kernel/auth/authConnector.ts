import type { ConnectorInfo } from '../stores/ConnectorStore'

export const AUTH_CONNECTOR_ID = 'auth'

/** §3 connector type AUTH: the embedded wallet behind e-mail (and social) login. Not listed as a wallet row. */
export const AUTH_CONNECTOR: ConnectorInfo = { id: AUTH_CONNECTOR_ID, type: 'AUTH', name: 'Email', namespace: 'eip155' }

/** §4, §5: the e-mail errors the kit says itself. */
export const AUTH_ERROR_TEXTS = {
  invalidEmail: 'Enter a valid email address',
  retryAfter: (seconds: number) => `Please try again after ${seconds} seconds`,
  noAuthConnector: 'No auth connector found',
  notConnectedByEmail: 'Not connected to email or social',
  userRejected: 'User rejected the request.',
} as const
