import { base58, base64 } from '@scure/base'
import { isUnsafeSolanaMethod, UNSAFE_SOLANA_METHODS, type UnsafeSolanaMethod } from '../../../src/protocol/walletMethods'
import { ApiError } from '../http/apiError'
import { parseParams } from '../rpc/smartWalletRpc'
import type { SolanaSigner } from '../store/solanaWallets'
import type { SolanaChain } from './solanaChains'
import { signAndSendParams, signMessageParams, signTransactionParams, type SolanaSendOptions } from './solanaParams'
import { isTransactionMessage, readTransaction, requireFeePayer, signTransaction } from './solanaTransaction'

/** The embedded wallet's methods on a Solana chain (§7 frame RPC Solana signing): anything else is refused. */
export const SOLANA_WALLET_METHODS = ['solana_getAccounts', 'solana_requestAccounts', ...UNSAFE_SOLANA_METHODS] as const

export interface SolanaRpcRequest {
  readonly signer: SolanaSigner
  readonly chain: SolanaChain
  readonly method: string
  readonly params: unknown
  /** Sends a signed transaction (base64) to the chain; its signature. */
  readonly send: (transaction: string, options: SolanaSendOptions | undefined) => Promise<string>
}

/**
 * Checks an unsafe Solana request's params, and that it is this wallet's to sign, without signing: the approval
 * route refuses what could never be signed before the visitor is asked. 400 naming the parameter otherwise.
 */
export function checkSolanaRequest(address: string, method: UnsafeSolanaMethod, params: unknown): void {
  switch (method) {
    case 'solana_signMessage': {
      const { message, pubkey } = parseParams(method, signMessageParams, params)
      if (pubkey !== address) throw new ApiError(400, `Invalid params for ${method}: pubkey: does not match the wallet (${address})`)
      if (isTransactionMessage(message)) throw new ApiError(400, `Invalid params for ${method}: message: is a transaction; sign it with solana_signTransaction`)
      return
    }
    case 'solana_signTransaction':
      return requireFeePayer(readTransaction(method, parseParams(method, signTransactionParams, params).transaction), address)
    case 'solana_signAndSendTransaction':
      return requireFeePayer(readTransaction(method, parseParams(method, signAndSendParams, params).transaction), address)
  }
}

/**
 * Answers one JSON-RPC request of the embedded wallet on a Solana chain; 400 'Method not supported: <method>' for any
 * other. The caller has checked that an unsafe one carries the visitor's approval (accountRoutes).
 */
export async function solanaWalletRpc({ signer, method, params, send }: SolanaRpcRequest): Promise<unknown> {
  if (method === 'solana_getAccounts' || method === 'solana_requestAccounts') return [{ pubkey: signer.address }]
  if (!isUnsafeSolanaMethod(method)) throw new ApiError(400, `Method not supported: ${method}`)
  checkSolanaRequest(signer.address, method, params)
  switch (method) {
    case 'solana_signMessage': {
      const { message } = parseParams(method, signMessageParams, params)
      return { signature: base58.encode(signer.sign(message)) }
    }
    case 'solana_signTransaction': {
      const transaction = readTransaction(method, parseParams(method, signTransactionParams, params).transaction)
      const signature = signTransaction(transaction, signer)
      return { signature, transaction: base64.encode(transaction.serialize()) }
    }
    case 'solana_signAndSendTransaction': {
      const { transaction: bytes, sendOptions } = parseParams(method, signAndSendParams, params)
      const transaction = readTransaction(method, bytes)
      const signature = signTransaction(transaction, signer)
      const sent = await send(base64.encode(transaction.serialize()), sendOptions)
      // The node answers the transaction's first signature: the wallet's own, as the fee payer's.
      return { signature: sent || signature }
    }
  }
}
