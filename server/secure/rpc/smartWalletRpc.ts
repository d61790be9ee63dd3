import { BaseError, HttpRequestError, RpcRequestError, TimeoutError, type Hash, type Hex, type TypedDataDefinition } from 'viem'
import type { z } from 'zod'
import { ApiError } from '../http/apiError'
import { smartAccountCapabilities, SponsorshipRefusedError, type SmartAccountWallet, type SmartCall } from '../smart/smartAccountWallet'
import { personalSignParams, sendTransactionParams, signTypedDataParams, type TransactionParam } from './rpcParams'
import { sendCallsParams } from './sendCalls'

/** How long eth_sendTransaction waits for the bundler to land the user operation before it answers. */
const INCLUSION_WAIT_MS = 60_000
const RECEIPT_POLL_MS = 250

/** The methods a smart account answers itself (the rest: the signer's answers, or the chain's reads). */
export const SMART_ACCOUNT_METHODS = ['eth_accounts', 'eth_requestAccounts', 'personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'wallet_getCapabilities'] as const
export type SmartAccountMethod = (typeof SMART_ACCOUNT_METHODS)[number]

export const isSmartAccountMethod = (method: string): method is SmartAccountMethod => (SMART_ACCOUNT_METHODS as readonly string[]).includes(method)

export interface SmartWalletRpcRequest {
  readonly wallet: SmartAccountWallet
  readonly chainId: number
  /** The chains whose smart accounts this site serves (wallet_getCapabilities). */
  readonly networks: readonly number[]
  /** Whether the cloud's paymaster pays the gas of this project's user operations on a chain. */
  sponsors(chainId: number): Promise<boolean>
  readonly method: SmartAccountMethod
  readonly params: unknown
}

export function parseParams<S extends z.ZodType>(method: string, schema: S, params: unknown): z.infer<S> {
  const parsed = schema.safeParse(params)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw new ApiError(400, `Invalid params for ${method}: ${issue?.path.length ? `${issue.path.join('.')}: ` : ''}${issue?.message ?? 'bad params'}`)
}

export function requireOwnAddress(own: string, address: string): void {
  if (address.toLowerCase() !== own.toLowerCase()) throw new ApiError(400, 'Address does not match the wallet')
}

function callOf(tx: TransactionParam): SmartCall {
  if (tx.to === undefined) throw new ApiError(400, 'A smart account cannot deploy a contract with eth_sendTransaction: give a `to` address')
  const data = tx.data ?? tx.input
  return { to: tx.to, ...(tx.value !== undefined && { value: BigInt(tx.value) }), ...(data !== undefined && { data }) }
}

/**
 * The embedded wallet's smart account answering a dApp: signatures the account validates (ERC-1271, ERC-6492 before
 * it is deployed), a transaction as one user operation through the bundler (answered with the transaction that
 * included it, as a wallet's eth_sendTransaction is), a wallet_sendCalls batch as one atomic user operation (its id is
 * the user-operation hash), and its EIP-5792 capabilities.
 */
export async function smartWalletRpc({ wallet, chainId, networks, sponsors, method, params }: SmartWalletRpcRequest): Promise<unknown> {
  try {
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [wallet.address]
      case 'wallet_getCapabilities': {
        const sponsored = await Promise.all(networks.map(async (id) => ((await sponsors(id)) ? [id] : [])))
        return smartAccountCapabilities(networks, sponsored.flat())
      }
      case 'personal_sign': {
        const [message, address] = parseParams(method, personalSignParams, params)
        requireOwnAddress(wallet.address, address)
        return await wallet.signMessage(/^0x[0-9a-fA-F]*$/.test(message) ? { raw: message as Hex } : message)
      }
      case 'eth_signTypedData_v4': {
        const [address, typedData] = parseParams(method, signTypedDataParams, params)
        requireOwnAddress(wallet.address, address)
        return await wallet.signTypedData(typedData as unknown as TypedDataDefinition)
      }
      case 'eth_sendTransaction': {
        const [tx] = parseParams(method, sendTransactionParams, params)
        if (tx.from !== undefined) requireOwnAddress(wallet.address, tx.from)
        return await includedTransaction(wallet, await wallet.sendCalls([callOf(tx)], { sponsored: await sponsors(chainId) }))
      }
      case 'wallet_sendCalls': {
        const [batch] = parseParams(method, sendCallsParams, params)
        if (batch.from !== undefined) requireOwnAddress(wallet.address, batch.from)
        if (batch.chainId !== undefined && BigInt(batch.chainId) !== BigInt(chainId)) throw new ApiError(400, `Unsupported chain: ${BigInt(batch.chainId)}`)
        const calls = batch.calls.map((call) => callOf(call))
        const sponsored = await sponsors(chainId)
        // EIP-5792 paymasterService: the cloud's own paymaster serves it (the site never fetches a URL a dApp names).
        if (asksForPaymaster(batch.capabilities) && !sponsored) throw new ApiError(400, PAYMASTER_NOT_OFFERED)
        return { id: await wallet.sendCalls(calls, { sponsored }) }
      }
    }
  } catch (error) {
    throw bundlerError(error, chainId)
  }
}

/** What a wallet_sendCalls asking for a paymaster gets where the project does not sponsor gas. */
export const PAYMASTER_NOT_OFFERED = 'Gas sponsorship is not enabled for this project'

const asksForPaymaster = (capabilities: unknown): boolean => typeof capabilities === 'object' && capabilities !== null && 'paymasterService' in capabilities

/** wallet_getCallsStatus of a batch this smart account sent (another account's operation is unknown here). */
export async function smartCallsStatus(wallet: SmartAccountWallet, chainId: number, id: string): Promise<unknown> {
  try {
    const receipt = await wallet.receipt(id as Hash)
    if (receipt && receipt.sender.toLowerCase() !== wallet.address.toLowerCase()) throw new ApiError(400, 'Unknown call batch')
    return await wallet.callsStatus(id as Hash)
  } catch (error) {
    throw bundlerError(error, chainId)
  }
}

/** Waits for the bundler to include the user operation; its transaction hash, or a 400 when it reverted on chain. */
async function includedTransaction(wallet: SmartAccountWallet, hash: Hash): Promise<Hash> {
  const deadline = Date.now() + INCLUSION_WAIT_MS
  for (;;) {
    const receipt = await wallet.receipt(hash)
    if (receipt) {
      if (!receipt.success) throw new ApiError(400, `The user operation ${hash} reverted on chain${receipt.reason ? `: ${receipt.reason}` : ''}`)
      return receipt.receipt.transactionHash
    }
    if (Date.now() > deadline) throw new ApiError(504, `The user operation ${hash} was not included within ${INCLUSION_WAIT_MS / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
  }
}

/** A bundler that cannot be reached says so (nothing was sent); a refusal keeps the bundler's short reason. */
function bundlerError(error: unknown, chainId: number): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof SponsorshipRefusedError) return new ApiError(400, error.message)
  // Chain data's own 502 answers (bundlerRoutes) start so: the bundler was not reached, or broke off.
  const unreachable = (cause: unknown): boolean =>
    cause instanceof HttpRequestError || cause instanceof TimeoutError || cause instanceof TypeError || (cause instanceof RpcRequestError && cause.details.startsWith('The bundler for '))
  if (unreachable(error) || (error instanceof BaseError && error.walk(unreachable) !== null && unreachable(error.walk(unreachable)))) {
    return new ApiError(502, `The bundler of chain ${chainId} did not answer: nothing was sent`)
  }
  if (error instanceof BaseError) return new ApiError(400, error.shortMessage)
  return new ApiError(400, error instanceof Error ? error.message : String(error))
}
