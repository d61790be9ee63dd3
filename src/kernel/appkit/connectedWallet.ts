import type { KernelServices } from '../slices/KernelServices'
import type { ConnectedWalletInfo } from '../stores/AccountStore'
import type { ChainNamespace } from '../types'

type WalletKit = Pick<KernelServices, 'account' | 'connectors' | 'connection'>

/** Every namespace's wallet provider now (the connected namespace's; others are parked). */
export function walletProviders({ account, connection }: WalletKit): Partial<Record<ChainNamespace, unknown>> {
  const { namespace, connectorId } = account
  const provider = connectorId && namespace ? connection.walletProvider(namespace) : undefined
  return namespace && provider ? { [namespace]: provider } : {}
}

/** The connector type behind a namespace's connection (INJECTED, ANNOUNCED, WALLET_CONNECT, AUTH), if connected there. */
export function walletProviderType({ account, connectors }: WalletKit, namespace: ChainNamespace | undefined): string | undefined {
  const id = account.namespace === namespace ? account.connectorId : namespace && account.parkedIn(namespace)?.connectorId
  return id ? connectors.find(id)?.type : undefined
}

/** The connected wallet's name, identifier and icon (§3), in `namespace` if given. */
export function walletInfo({ account }: WalletKit, namespace: ChainNamespace | undefined): ConnectedWalletInfo | undefined {
  return namespace === undefined || account.namespace === namespace ? account.walletInfo : account.parkedIn(namespace)?.walletInfo
}
