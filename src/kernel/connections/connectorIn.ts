import type { ConnectorInfo } from '../stores/ConnectorStore'
import type { ChainNamespace } from '../types'

/** True when the connector connects in the namespace: its own, or one of the others it spans. */
export function connectsIn(connector: ConnectorInfo, namespace: ChainNamespace): boolean {
  return connector.namespace === namespace || (connector.namespaces?.includes(namespace) ?? false)
}

/** The connector as it connects in a namespace (its connection is recorded there); undefined when it does not. */
export function connectorIn(connector: ConnectorInfo | undefined, namespace: ChainNamespace): ConnectorInfo | undefined {
  if (!connector || !connectsIn(connector, namespace)) return undefined
  return connector.namespace === namespace ? connector : { ...connector, namespace }
}
