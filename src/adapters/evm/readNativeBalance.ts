import { hexToBigInt, isHex } from 'viem/utils'
import type { NativeBalance } from '../../kernel/adapterTypes'
import { ChainDataError } from '../../kernel/errors/chainData'
import { WalletConnectSessionError } from '../../kernel/errors/session'
import { fromBaseUnits } from '../../kernel/format/fromBaseUnits'
import { readRpc } from '../../kernel/rpc/readRpc'
import type { CaipNetwork } from '../../kernel/types'

async function getBalanceFrom(url: string, address: string): Promise<bigint> {
  const result = await readRpc(url, 'eth_getBalance', [address, 'latest'])
  if (typeof result !== 'string' || !isHex(result, { strict: true }) || result === '0x') {
    throw new ChainDataError('NODE_MALFORMED', { values: { method: 'eth_getBalance' }, details: url })
  }
  return hexToBigInt(result)
}

/**
 * The native balance over JSON-RPC (eth_getBalance, viem's HTTP client): the chain-data proxy first, then the
 * network's own nodes (§7 fallback). The kernel's decimal helpers format it; the adapter loads this module
 * with the first read.
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
