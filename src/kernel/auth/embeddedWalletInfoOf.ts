import type { AuthUser } from '../../protocol/frameEvents'
import type { FrameLogin } from '../plugins/embeddedWallet'
import type { EmbeddedAccount, EmbeddedWalletInfo } from '../stores/AccountStore'
import { socialUsername } from './emailLoginState'

/** §3 embeddedWalletInfo of a login: the user (social username, e-mail), how they signed in, the account type the site answered. */
export function embeddedWalletInfoOf(user: AuthUser, login: FrameLogin): EmbeddedWalletInfo {
  const username = login.method === 'social' ? socialUsername(login.provider, user.userName) : undefined
  return {
    user: { ...(username && { username }), ...(user.email && { email: user.email }) },
    authProvider: login.method === 'email' ? 'email' : login.provider,
    accountType: user.preferredAccountType ?? 'eoa',
    isSmartAccountDeployed: user.smartAccountDeployed ?? false,
  }
}

/**
 * A namespace's login: its info and its accounts (the EVM signer and smart account; on Solana the ed25519 account,
 * an eoa there, §9).
 */
export function embeddedLoginOf(user: AuthUser, login: FrameLogin, namespace: 'eip155' | 'solana'): [EmbeddedWalletInfo, EmbeddedAccount[]] {
  if (namespace === 'eip155') return [embeddedWalletInfoOf(user, login), (user.accounts ?? []).filter((account) => account.namespace !== 'solana')]
  const accounts = (user.accounts ?? []).filter((account) => account.namespace === 'solana').map(({ address }) => ({ address, type: 'eoa' as const }))
  return [{ ...embeddedWalletInfoOf(user, login), accountType: 'eoa', isSmartAccountDeployed: false }, accounts.length > 0 ? accounts : [{ address: user.address, type: 'eoa' }]]
}
