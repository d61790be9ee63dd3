import { createPublicClient, http, type Hash } from 'viem'
import { rpcUrl, type LocalChain } from '../chain/chains'
import { viemChain } from '../chain/deployContracts'

/** A transaction's receipt on a local chain: 'success' or 'reverted' once mined; undefined while it is not (or the node does not answer). */
export async function receiptStatus(chain: LocalChain, hash: Hash): Promise<'success' | 'reverted' | undefined> {
  const client = createPublicClient({ chain: viemChain(chain), transport: http(rpcUrl(chain), { retryCount: 0, timeout: 5_000 }), cacheTime: 0 })
  try {
    return (await client.getTransactionReceipt({ hash })).status
  } catch {
    return undefined
  }
}
