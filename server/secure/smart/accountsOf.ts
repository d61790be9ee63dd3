import type { Address, PrivateKeyAccount } from 'viem'
import type { LocalChain } from '../../chain/chains'
import type { AccountType } from '../store/accountPreference'
import type { SecureContext } from '../secureContext'
import { activeAccount } from './activeAccount'

/** §3 auth user's accounts: the one in use (address), both accounts with their types, and the smart account's deployment. */
export interface UserAccounts {
  readonly address: Address
  readonly accounts: readonly { readonly address: Address; readonly type: AccountType }[]
  readonly preferredAccountType: AccountType
  readonly smartAccountDeployed: boolean
}

/**
 * What GET_USER answers about the wallet's accounts on `chain`: the signer always, the smart account where the chain
 * has the EntryPoint (its deployment read from the chain only when it is the one in use).
 */
export async function accountsOf(ctx: SecureContext, userId: string, owner: PrivateKeyAccount, chain: LocalChain, projectId: string): Promise<UserAccounts> {
  const active = await activeAccount(ctx, userId, owner, chain, projectId)
  const accounts = [{ address: owner.address, type: 'eoa' as const }, ...(active.smart ? [{ address: active.smart.address, type: 'smartAccount' as const }] : [])]
  const smartAccountDeployed =
    active.type === 'smartAccount' && active.smart
      ? await active.smart.init().then(
          ({ isDeployed }) => isDeployed,
          (error: unknown) => (ctx.log(`smart account ${active.address}: deployment not read on chain ${chain.id}: ${String(error)}`), false),
        )
      : false
  return { address: active.address, accounts, preferredAccountType: active.type, smartAccountDeployed }
}
