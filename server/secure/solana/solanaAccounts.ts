import { ensureSolanaWallet } from '../store/solanaWallets'
import type { SecureContext } from '../secureContext'
import type { SolanaChain } from './solanaChains'

/** §3 auth user's accounts on a Solana cluster: the wallet's Solana address alone, an eoa (§9: never a smart account there). */
export interface SolanaUserAccounts {
  readonly address: string
  readonly accounts: readonly [{ readonly address: string; readonly type: 'eoa'; readonly namespace: 'solana' }]
  readonly preferredAccountType: 'eoa'
  readonly smartAccountDeployed: false
  readonly chainId: string
}

/** What GET_USER answers about the wallet on a Solana cluster (its Solana key made on first need). */
export async function solanaAccountsOf(ctx: SecureContext, userId: string, chain: SolanaChain): Promise<SolanaUserAccounts> {
  const address = await ensureSolanaWallet(ctx, userId)
  return { address, accounts: [{ address, type: 'eoa', namespace: 'solana' }], preferredAccountType: 'eoa', smartAccountDeployed: false, chainId: chain.id }
}
