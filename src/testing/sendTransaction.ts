/** eth_sendTransaction: validate the request, sign it with the local account and send it to the chain. */
import { createWalletClient, http, isAddressEqual, type Address, type Hex } from 'viem'
import type { LocalAccount } from 'viem/accounts'
import { toViemChain } from './chains'
import { describe, isRecord, parseAddress, parseData, parseQuantity } from './params'
import { invalidParams, toProviderRpcError, unauthorized } from './rpcErrors'
import type { TestChain } from './types'

export interface TransactionRequest {
  to?: Address
  value?: bigint
  data?: Hex
  gas?: bigint
  nonce?: number
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
}

/** params [{ from, to?, value?, data? (or input), gas?, nonce?, gasPrice? | maxFeePerGas?, maxPriorityFeePerGas? }]. */
export function parseTransaction(account: LocalAccount, params: readonly unknown[]): TransactionRequest {
  const [tx] = params
  if (!isRecord(tx)) throw invalidParams(`Expected a transaction object (params[0]), got ${describe(tx)}.`)
  const from = parseAddress(tx.from, 'from')
  if (!isAddressEqual(from, account.address)) throw unauthorized(`The requested account ${from} has not been authorized by the user.`)
  const request: TransactionRequest = {}
  if (tx.to !== undefined && tx.to !== null) request.to = parseAddress(tx.to, 'to')
  if (tx.value !== undefined) request.value = parseQuantity(tx.value, 'value')
  const data = tx.data ?? tx.input
  if (data !== undefined) request.data = parseData(data, tx.data !== undefined ? 'data' : 'input')
  if (request.to === undefined && request.data === undefined) throw invalidParams('A transaction without `to` deploys a contract and needs `data`.')
  if (tx.gas !== undefined) request.gas = parseQuantity(tx.gas, 'gas')
  if (tx.nonce !== undefined) request.nonce = Number(parseQuantity(tx.nonce, 'nonce'))
  if (tx.gasPrice !== undefined) {
    if (tx.maxFeePerGas !== undefined || tx.maxPriorityFeePerGas !== undefined) {
      throw invalidParams('Give either gasPrice or maxFeePerGas/maxPriorityFeePerGas, not both.')
    }
    request.gasPrice = parseQuantity(tx.gasPrice, 'gasPrice')
  }
  if (tx.maxFeePerGas !== undefined) request.maxFeePerGas = parseQuantity(tx.maxFeePerGas, 'maxFeePerGas')
  if (tx.maxPriorityFeePerGas !== undefined) request.maxPriorityFeePerGas = parseQuantity(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas')
  return request
}

/** Signs locally (viem wallet client) and sends with eth_sendRawTransaction; resolves to the hash. */
export async function sendTransaction(account: LocalAccount, chain: TestChain, request: TransactionRequest): Promise<Hex> {
  const client = createWalletClient({ account, chain: toViemChain(chain), transport: http(chain.rpcUrl, { retryCount: 0 }) })
  try {
    const { gasPrice, maxFeePerGas, maxPriorityFeePerGas, ...common } = request
    return gasPrice !== undefined
      ? await client.sendTransaction({ ...common, gasPrice })
      : await client.sendTransaction({ ...common, maxFeePerGas, maxPriorityFeePerGas })
  } catch (error) {
    throw toProviderRpcError(error)
  }
}
