import type { AccountStore, EmbeddedWalletInfo } from '../stores/AccountStore'
import type { ChainNamespace, SocialProvider } from '../types'

/** What getAccount(namespace) and useAppKitAccount give the host app. */
export interface AccountState {
  /** The connected account; for an embedded wallet both of its accounts (its signer and its smart account). */
  readonly allAccounts: readonly { namespace: ChainNamespace; address: string; type: 'eoa' | 'smartAccount' }[]
  readonly address: string | undefined
  readonly caipAddress: string | undefined
  readonly isConnected: boolean
  readonly status: 'disconnected' | 'connecting' | 'connected'
  /** Native balance in whole units (decimal string) and its symbol, once read. */
  readonly balance: string | undefined
  readonly balanceSymbol: string | undefined
  /** §3: the e-mail or social login behind an embedded wallet, and its social provider. */
  readonly embeddedWalletInfo: EmbeddedWalletInfo | undefined
  readonly socialProvider: SocialProvider | undefined
  /** §3: the embedded wallet's account in use (its smart account or its signer); eoa for any other wallet. */
  readonly preferredAccountType: 'eoa' | 'smartAccount' | undefined
  /** §3: whether that smart account is on chain yet (its first send deploys it). */
  readonly smartAccountDeployed: boolean
}

/**
 * The account as seen from one namespace: the active connection when it is in that namespace, else that
 * namespace's parked connection (connected, while another namespace is active), else disconnected.
 */
export function accountState(account: AccountStore, namespace: ChainNamespace): AccountState {
  const matches = account.namespace === namespace && account.address !== undefined
  const parked = account.parkedIn(namespace)
  const source = matches ? account : parked
  const address = source?.caipAddress?.split(':')[2]
  const embedded = matches ? account.embeddedWalletInfo : undefined
  const type = embedded?.accountType ?? 'eoa'
  return {
    allAccounts: address ? (matches && account.embeddedAccounts[0] ? account.embeddedAccounts : [{ address, type }]).map((one) => ({ namespace, ...one })) : [],
    address,
    caipAddress: source?.caipAddress,
    isConnected: address !== undefined,
    status: matches || !parked ? publicStatus(matches, account.status) : 'connected',
    balance: source?.balance,
    balanceSymbol: source?.balanceSymbol,
    embeddedWalletInfo: embedded,
    socialProvider: matches ? account.socialProvider : undefined,
    preferredAccountType: address ? type : undefined,
    smartAccountDeployed: !!embedded?.isSmartAccountDeployed,
  }
}

/** §4 names three statuses: restoring a connection counts as connecting; another namespace's connection as disconnected. */
function publicStatus(matches: boolean, status: AccountStore['status']): 'disconnected' | 'connecting' | 'connected' {
  if (status === 'reconnecting') return 'connecting'
  if (status === 'connected' && !matches) return 'disconnected'
  return status
}
