/** §3 "Other stored data": the storage keys of the connection facts (the schemas live with the lazy flows). */
export const CONNECTION_KEYS = {
  connectedNamespaces: 'connectedNamespaces',
  connections: 'connections',
  disconnectedConnectorIds: 'disconnectedConnectorIds',
  /** Which connection of a namespace is the connected one (the others are 'active'). */
  connectedConnectorIds: 'connectedConnectorIds',
  /** Disconnected connections with their details, for ProfileWallets' recent list. */
  recentConnections: 'recentConnections',
} as const
