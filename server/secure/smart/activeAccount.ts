import type { Address, PrivateKeyAccount } from 'viem'
import type { LocalChain } from '../../chain/chains'
import { preferredAccountType, type AccountType } from '../store/accountPreference'
import type { SecureContext } from '../secureContext'
import { chainsWithEntryPoint } from './smartAccountChains'
import { SmartAccountWallet } from './smartAccountWallet'

/**
 * The embedded wallet's account that answers on one chain: its smart account when the user prefers it and the chain
 * has the EntryPoint, the signer otherwise. `smart` is the smart account whenever the chain offers one (active or
 * not): a batch sent before a switch can still be looked up.
 */
export interface ActiveAccount {
  readonly type: AccountType
  readonly address: Address
  readonly owner: PrivateKeyAccount
  readonly smart: SmartAccountWallet | undefined
}

/** The smart account of `owner` on `chain`, or undefined where the chain has no ERC-4337 contracts. */
export function smartWalletOn(ctx: SecureContext, chain: LocalChain, owner: PrivateKeyAccount, projectId: string): SmartAccountWallet | undefined {
  const setup = ctx.smartAccounts
  return setup && chainsWithEntryPoint(setup, [chain]).length > 0 ? new SmartAccountWallet(setup, chain, owner, projectId) : undefined
}

/** The account in use for this user on this chain (the stored preference, where the chain allows it). */
export async function activeAccount(ctx: SecureContext, userId: string, owner: PrivateKeyAccount, chain: LocalChain, projectId: string): Promise<ActiveAccount> {
  const smart = smartWalletOn(ctx, chain, owner, projectId)
  const useSmart = smart !== undefined && (await preferredAccountType(ctx, userId)) === 'smartAccount'
  return { type: useSmart ? 'smartAccount' : 'eoa', address: useSmart ? smart.address : owner.address, owner, smart }
}

/** The chains whose smart accounts this site serves (the EntryPoint is there): wallet_getCapabilities' list. */
export function smartAccountChainIds(ctx: SecureContext): number[] {
  return ctx.smartAccounts ? chainsWithEntryPoint(ctx.smartAccounts, ctx.chains).map(({ chain }) => chain.id) : []
}
