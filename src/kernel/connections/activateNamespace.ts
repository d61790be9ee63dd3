import type { ChainNamespace } from '../types'
import type { ConnectionFlowParts } from './connectionFlowParts'
import { parkActive, unpark } from './parkedAccounts'

/**
 * §4 "a different namespace": the active connection is set aside (parked, still connected), and the target
 * namespace's parked connection, if it has one, becomes the active one on its own chain. True when the target
 * namespace is connected now.
 */
export function activateNamespace(flows: ConnectionFlowParts, namespace: ChainNamespace): boolean {
  const { account } = flows.deps
  if (account.namespace === namespace) return account.isConnected
  parkActive(account)
  const record = unpark(account, namespace)
  flows.stored.markActive(namespace)
  if (!record) return false
  const [, reference, address] = record.caipAddress.split(':')
  flows.setChain(namespace, reference!, address!)
  void flows.refreshBalance()
  return true
}
