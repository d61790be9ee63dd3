import { createWalletClient, http, type Hash, type PrivateKeyAccount } from 'viem'
import { rpcUrl, type LocalChain } from '../../chain/chains'
import { viemChain } from '../../chain/deployContracts'
import type { TransactionParam } from './rpcParams'

const NODE_TIMEOUT_MS = 15_000

/** Signs the transaction with the wallet's key and sends it to the chain's own node; returns its hash. */
export async function sendWalletTransaction(account: PrivateKeyAccount, chain: LocalChain, tx: TransactionParam): Promise<Hash> {
  const client = createWalletClient({ account, chain: viemChain(chain), transport: http(rpcUrl(chain), { timeout: NODE_TIMEOUT_MS, retryCount: 0 }) })
  const big = (value: string | undefined): bigint | undefined => (value === undefined ? undefined : BigInt(value))
  const data = tx.data ?? tx.input
  const common = {
    account,
    chain: viemChain(chain),
    ...(tx.to !== undefined && { to: tx.to }),
    ...(data !== undefined && { data }),
    ...(tx.value !== undefined && { value: big(tx.value)! }),
    ...(tx.gas !== undefined && { gas: big(tx.gas)! }),
    ...(tx.nonce !== undefined && { nonce: Number(BigInt(tx.nonce)) }),
  }
  if (tx.gasPrice !== undefined) return client.sendTransaction({ ...common, gasPrice: big(tx.gasPrice)! })
  return client.sendTransaction({
    ...common,
    ...(tx.maxFeePerGas !== undefined && { maxFeePerGas: big(tx.maxFeePerGas)! }),
    ...(tx.maxPriorityFeePerGas !== undefined && { maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas)! }),
  })
}
