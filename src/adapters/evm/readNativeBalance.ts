import * as z from 'zod/mini'
import type { NativeBalance } from '../../kernel/adapterTypes'
import { HTTP_TIMEOUT_MS } from '../../kernel/constants'
import { ChainDataError, WalletConnectSessionError } from '../../kernel/errors'
import { fromBaseUnits } from '../../kernel/format/fromBaseUnits'
import type { CaipNetwork } from '../../kernel/types'

const balanceReply = z.object({ result: z.string().check(z.refine((hex) => /^0x[0-9a-fA-F]+$/.test(hex))) })

async function getBalanceFrom(url: string, address: string): Promise<bigint> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] }),
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  })
  if (!response.ok) throw new ChainDataError('NODE_STATUS', { values: { status: response.status, method: 'eth_getBalance' } })
  const reply = balanceReply.safeParse(await response.json())
  if (!reply.success) throw new ChainDataError('NODE_MALFORMED', { values: { method: 'eth_getBalance' }, details: url })
  return BigInt(reply.data.result)
}

/**
 * The native balance over JSON-RPC (eth_getBalance): the chain-data proxy first, then the network's own
 * nodes (§7 fallback). The kernel's decimal helpers format it; the adapter loads this module with the first read.
 */
export async function readNativeBalance(rpcUrls: readonly string[], address: string, network: CaipNetwork): Promise<NativeBalance> {
  let failure: unknown = new WalletConnectSessionError('NO_RPC_URL')
  for (const url of rpcUrls) {
    try {
      const wei = await getBalanceFrom(url, address)
      return { balance: fromBaseUnits(wei, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
    } catch (error) {
      failure = error
    }
  }
  throw failure
}
