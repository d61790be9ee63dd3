import type { NativeBalance } from '../../kernel/adapterTypes'
import { HTTP_TIMEOUT_MS } from '../../kernel/constants'
import type { CaipNetwork } from '../../kernel/types'

/** The native balance over JSON-RPC (eth_getBalance); viem loads on the first read, not with the adapter. */
export async function readNativeBalance(rpcUrl: string, address: string, network: CaipNetwork): Promise<NativeBalance> {
  const { createPublicClient, formatUnits, http } = await import('viem')
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 1, timeout: HTTP_TIMEOUT_MS }) })
  const wei = await client.getBalance({ address: address as `0x${string}` })
  return { balance: formatUnits(wei, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
}
