import { BaseError, HttpRequestError, TimeoutError, type PrivateKeyAccount, type TypedDataDefinition } from 'viem'
import { rpcUrl, type LocalChain } from '../../chain/chains'
import { rpcRequest } from '../../chain/rpcRequest'
import { ApiError } from '../http/apiError'
import { personalSignParams, sendTransactionParams, signTypedDataParams } from './rpcParams'
import { sendWalletTransaction } from './sendTransaction'
import { getCallsStatus, isEoaBatch, sendCalls, sendCallsParams } from './sendCalls'
import { isSmartAccountMethod, parseParams, requireOwnAddress, smartCallsStatus, smartWalletRpc } from './smartWalletRpc'
import type { SmartAccountWallet } from '../smart/smartAccountWallet'
import { eoaCapabilities, requireCapabilitiesAddress } from './walletCapabilities'
import { isUnsafeWalletMethod, type UnsafeWalletMethod } from '../../../src/protocol/walletMethods'

/** Methods the wallet answers itself or signs; spec §6: anything not listed is refused. */
export const WALLET_METHODS = ['eth_accounts', 'eth_requestAccounts', 'eth_chainId', 'wallet_getCapabilities', 'personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'wallet_getCallsStatus'] as const

/** eth_* reads forwarded as they are to the chain's own node (no key involved). */
export const READ_METHODS = [
  'eth_blockNumber', 'eth_getBalance', 'eth_call', 'eth_estimateGas', 'eth_gasPrice', 'eth_maxPriorityFeePerGas', 'eth_feeHistory',
  'eth_getTransactionCount', 'eth_getTransactionByHash', 'eth_getTransactionReceipt', 'eth_getCode', 'eth_getBlockByNumber', 'eth_getBlockByHash', 'eth_getLogs',
] as const

export interface WalletRpcRequest {
  /** The embedded wallet's key (the signer account). */
  account: PrivateKeyAccount
  chain: LocalChain
  method: string
  params: unknown
  /** The wallet's smart account on this chain, if the chain offers one; `active` when it is the account in use. */
  smart?: { readonly wallet: SmartAccountWallet; readonly active: boolean; readonly networks: readonly number[]; sponsors(chainId: number): Promise<boolean> } | undefined
}

/**
 * Checks an unsafe request's params (and that it is from `address`, the account in use) without signing: the approval
 * route refuses what could never be signed before the visitor is asked. 400 with the reason otherwise.
 */
export function checkUnsafeRequest(address: string, method: UnsafeWalletMethod, params: unknown): void {
  switch (method) {
    case 'personal_sign':
      return requireOwnAddress(address, parseParams(method, personalSignParams, params)[1])
    case 'eth_signTypedData_v4':
      return requireOwnAddress(address, parseParams(method, signTypedDataParams, params)[0])
    case 'eth_sendTransaction': {
      const [tx] = parseParams(method, sendTransactionParams, params)
      return tx.from === undefined ? undefined : requireOwnAddress(address, tx.from)
    }
    case 'wallet_sendCalls': {
      const [batch] = parseParams(method, sendCallsParams, params)
      return batch.from === undefined ? undefined : requireOwnAddress(address, batch.from)
    }
  }
}

/**
 * Answers one JSON-RPC request of the embedded wallet; 400 'Method not supported: <method>' for any other.
 * The caller has checked that an unsafe one carries the visitor's approval (accountRoutes).
 */
export async function walletRpc({ account, chain, method, params, smart }: WalletRpcRequest): Promise<unknown> {
  if (method === 'wallet_getCapabilities') requireCapabilitiesAddress(smart?.active ? smart.wallet.address : account.address, params)
  if (smart?.active && isSmartAccountMethod(method)) {
    checkUnsafeCall(smart.wallet.address, method, params)
    return smartWalletRpc({ wallet: smart.wallet, chainId: chain.id, networks: smart.networks, sponsors: smart.sponsors, method, params })
  }
  if (method === 'wallet_getCallsStatus' && smart) {
    const [id] = Array.isArray(params) ? params : []
    if (typeof id === 'string' && !isEoaBatch(id)) return smartCallsStatus(smart.wallet, chain.id, id)
  }
  try {
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [account.address]
      case 'eth_chainId':
        return `0x${chain.id.toString(16)}`
      case 'wallet_getCapabilities':
        return eoaCapabilities(chain.id)
      case 'personal_sign': {
        checkUnsafeRequest(account.address, method, params)
        const [message] = parseParams(method, personalSignParams, params)
        return await account.signMessage({ message: /^0x[0-9a-fA-F]*$/.test(message) ? { raw: message as `0x${string}` } : message })
      }
      case 'eth_signTypedData_v4': {
        checkUnsafeRequest(account.address, method, params)
        const [, typedData] = parseParams(method, signTypedDataParams, params)
        return await account.signTypedData(typedData as unknown as TypedDataDefinition)
      }
      case 'eth_sendTransaction': {
        checkUnsafeRequest(account.address, method, params)
        const [tx] = parseParams(method, sendTransactionParams, params)
        return await sendWalletTransaction(account, chain, tx)
      }
      case 'wallet_sendCalls': {
        checkUnsafeRequest(account.address, method, params)
        const [batch] = parseParams(method, sendCallsParams, params)
        return await sendCalls(account, chain, batch)
      }
      case 'wallet_getCallsStatus':
        return await getCallsStatus(account, Array.isArray(params) ? params[0] : undefined)
    }
    if ((READ_METHODS as readonly string[]).includes(method)) {
      return await rpcRequest(rpcUrl(chain), method, Array.isArray(params) ? params : [], 15_000)
    }
  } catch (error) {
    throw asApiError(error, chain)
  }
  throw new ApiError(400, `Method not supported: ${method}`)
}

function checkUnsafeCall(address: string, method: string, params: unknown): void {
  if (isUnsafeWalletMethod(method)) checkUnsafeRequest(address, method, params)
}

function asApiError(error: unknown, chain: LocalChain): ApiError {
  if (error instanceof ApiError) return error
  const unreachable = (cause: unknown): boolean => cause instanceof HttpRequestError || cause instanceof TimeoutError
  if (error instanceof BaseError && error.walk(unreachable) !== null && unreachable(error.walk(unreachable))) {
    return new ApiError(502, `The node of chain ${chain.id} did not answer`)
  }
  if (error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError')) {
    return new ApiError(502, `The node of chain ${chain.id} did not answer`)
  }
  if (error instanceof BaseError) return new ApiError(400, error.shortMessage)
  return new ApiError(400, error instanceof Error ? error.message : String(error))
}
