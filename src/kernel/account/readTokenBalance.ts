import { erc20Abi, type Address, type Hex } from 'viem'
import { decodeFunctionResult, encodeFunctionData } from 'viem/utils'
import type { NativeBalance } from '../adapterTypes'
import { ChainDataError } from '../errors/chainData'
import { WalletConnectSessionError } from '../errors/session'
import { fromBaseUnits } from '../format/fromBaseUnits'
import { readRpc } from '../rpc/readRpc'

/** One eth_call to the token's contract; its answer must be ABI data. */
async function ethCall(url: string, to: Address, data: Hex): Promise<Hex> {
  const result = await readRpc(url, 'eth_call', [{ to, data }, 'latest'])
  if (typeof result !== 'string' || !/^0x[\da-fA-F]+$/.test(result)) throw new ChainDataError('NODE_MALFORMED', { values: { method: 'eth_call' }, details: url })
  return result as Hex
}

async function readFrom(url: string, owner: Address, token: Address): Promise<NativeBalance> {
  const [units, decimals, symbol] = await Promise.all([
    ethCall(url, token, encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] })).then((data) =>
      decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data }),
    ),
    ethCall(url, token, encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' })).then((data) => decodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', data })),
    ethCall(url, token, encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' })).then((data) => decodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', data })),
  ])
  return { balance: fromBaseUnits(units, decimals), symbol }
}

/**
 * The balance of an ERC-20 (the `tokens` option's token for the network) over JSON-RPC: balanceOf, decimals and
 * symbol by eth_call, through the network's RPC URL first, then its own nodes (§7 fallback), as the native
 * balance is read. Its own chunk, with viem's ABI coding, loaded with the first token read.
 */
export async function readTokenBalance(rpcUrls: readonly string[], owner: string, token: string): Promise<NativeBalance> {
  let failure: unknown = new WalletConnectSessionError('NO_RPC_URL')
  for (const url of rpcUrls) {
    try {
      return await readFrom(url, owner as Address, token as Address)
    } catch (error) {
      failure = error
    }
  }
  throw failure
}
