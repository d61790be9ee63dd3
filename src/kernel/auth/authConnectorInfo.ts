import type { ConnectorInfo } from '../stores/ConnectorStore'

export const AUTH_CONNECTOR_ID = 'auth'

/** §3 connector type AUTH: the embedded wallet behind e-mail (and social) login. Not listed as a wallet row. */
export const AUTH_CONNECTOR: ConnectorInfo = { id: AUTH_CONNECTOR_ID, type: 'AUTH', name: 'Email', namespace: 'eip155' }
