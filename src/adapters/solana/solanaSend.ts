import { base58, base64 } from '@scure/base'
import { ProviderRpcError } from '../../kernel/errors/provider'
import { SolanaError } from './SolanaError'
import type { SolanaSigner } from './SolanaSigner'
import { blockHeightAnswer, signatureAnswer, statusesAnswer, type SolanaRpc } from './solanaRpc'
import type { SendOptionsInput } from './standardFeatures'

/** How a signed transaction reaches the chain: through the wallet on a public cluster, else through the kit's RPC. */
export interface SendRoute {
  readonly signer: SolanaSigner
  /** The Wallet Standard chain ('solana:mainnet', …, 'solana:localnet'). */
  readonly chain: string
  readonly rpc: SolanaRpc
  /** The network is a public cluster, where a wallet that can send does. */
  readonly publicCluster: boolean
}

export const CONFIRM_POLL_MS = 500
/** A transaction's blockhash lives about 150 blocks (a minute or so); a node whose height stands still is given this. */
export const CONFIRM_TIMEOUT_MS = 90_000

// 'insufficient funds' (the runtime), 'insufficient lamports' (the system program), token program error 0x1.
const INSUFFICIENT = /insufficient (funds|lamports)|custom program error: 0x1\b/i

/** The node's refusal of a transaction as the adapter's error: insufficient funds, or the node's own reason. */
export function fromNodeError(error: unknown): unknown {
  if (error instanceof Error && INSUFFICIENT.test(error.message)) return new SolanaError('INSUFFICIENT_FUNDS', { details: error.message, cause: error })
  return error instanceof ProviderRpcError ? new SolanaError('TRANSACTION_FAILED', { values: { reason: error.message }, cause: error }) : error
}

/** Sends a signed wire transaction through the kit's RPC; resolves with its signature (base58). */
export async function sendSigned(rpc: SolanaRpc, signed: Uint8Array, options: SendOptionsInput = {}): Promise<string> {
  const config = { encoding: 'base64', preflightCommitment: options.preflightCommitment ?? 'confirmed', ...withoutPreflightCommitment(options) }
  try {
    return await rpc('sendTransaction', [base64.encode(signed), config], signatureAnswer)
  } catch (error) {
    throw fromNodeError(error)
  }
}

const withoutPreflightCommitment = ({ preflightCommitment: _ignored, ...rest }: SendOptionsInput) => rest

/** Signs an unsigned wire transaction with the route's wallet and sends it; resolves with its signature (base58). */
export async function signAndSend(route: SendRoute, address: string, transaction: Uint8Array, options?: SendOptionsInput): Promise<string> {
  const sendsItself = route.signer.signAndSendTransaction
  if (route.publicCluster && sendsItself) return base58.encode(await sendsItself(address, transaction, route.chain, options))
  const [signed] = await route.signer.signTransactions(address, [transaction], route.chain)
  return sendSigned(route.rpc, signed!, options)
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Waits until the node reports the signature confirmed; a failed, expired or never-confirmed transaction throws. */
export async function confirmSignature(rpc: SolanaRpc, signature: string, lastValidBlockHeight: number): Promise<void> {
  const started = Date.now()
  for (;;) {
    const { value } = await rpc('getSignatureStatuses', [[signature]], statusesAnswer)
    const status = value[0]
    if (status?.err !== undefined && status.err !== null) {
      throw new SolanaError('TRANSACTION_FAILED', { values: { reason: JSON.stringify(status.err) } })
    }
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return
    if (Date.now() - started > CONFIRM_TIMEOUT_MS) throw new SolanaError('CONFIRMATION_TIMEOUT', { details: signature })
    const height = await rpc('getBlockHeight', [{ commitment: 'confirmed' }], blockHeightAnswer)
    if (height > lastValidBlockHeight) throw new SolanaError('TRANSACTION_EXPIRED', { details: signature })
    await sleep(CONFIRM_POLL_MS)
  }
}
