/**
 * The WalletConnect test wallet's answers to the WalletConnect Solana RPC: params are objects (message base58,
 * transactions base64, pubkey), checked at once (-32602, 4100); signing and sending wait for the request mode.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { forwardRpc } from '../jsonRpc'
import { isRecord } from '../params'
import { invalidParams, unauthorized, unsupportedMethod } from '../rpcErrors'
import type { SolanaKey } from '../solana/solanaKey'
import { withSignature } from '../solana/solanaWire'
import type { PreparedRequest } from './sessionRequests'

export interface SolanaRequestContext {
  readonly key: SolanaKey
  /** The request's CAIP-2 chain. */
  readonly chainId: string
  /** Where the chain's transactions are sent. */
  rpcUrl(chainId: string): string | undefined
}

const prompting = (run: () => Promise<unknown>): PreparedRequest => ({ prompts: true, run })
const answer = (value: unknown): PreparedRequest => ({ prompts: false, run: () => Promise.resolve(value) })

function decoded(text: unknown, coder: typeof base58 | typeof base64, what: string): Uint8Array {
  try {
    if (typeof text !== 'string') throw invalidParams(`${what} must be a string`)
    return coder.decode(text)
  } catch {
    throw invalidParams(`${what} is malformed`)
  }
}

/** Signs a wire transaction in the key's slot; the signed bytes and that signature. */
function signWire(key: SolanaKey, transaction: Uint8Array): { signed: Uint8Array; signature: Uint8Array } {
  let signature: Uint8Array = new Uint8Array(64)
  const signed = withSignature(transaction, key.publicKey, (message) => (signature = ed25519.sign(message, key.seed)))
  return { signed, signature }
}

export function prepareSolanaRequest(method: string, rawParams: unknown, ctx: SolanaRequestContext): PreparedRequest {
  if (method === 'solana_getAccounts' || method === 'solana_requestAccounts') return answer([{ pubkey: ctx.key.address }])
  if (!isRecord(rawParams)) throw invalidParams(`${method} takes an object of params`)
  const params = rawParams
  // A request naming another account is not this wallet's to sign.
  if (params.pubkey !== undefined && params.pubkey !== ctx.key.address) throw unauthorized()
  switch (method) {
    case 'solana_signMessage': {
      const message = decoded(params.message, base58, 'message')
      return prompting(async () => ({ signature: base58.encode(ed25519.sign(message, ctx.key.seed)) }))
    }
    case 'solana_signTransaction': {
      const transaction = decoded(params.transaction, base64, 'transaction')
      const { signed, signature } = signWire(ctx.key, transaction)
      return prompting(async () => ({ signature: base58.encode(signature), transaction: base64.encode(signed) }))
    }
    case 'solana_signAllTransactions': {
      if (!Array.isArray(params.transactions)) throw invalidParams('transactions must be a list')
      const signed = params.transactions.map((text: unknown) => signWire(ctx.key, decoded(text, base64, 'transaction')).signed)
      return prompting(async () => ({ transactions: signed.map((bytes) => base64.encode(bytes)) }))
    }
    case 'solana_signAndSendTransaction': {
      const { signed } = signWire(ctx.key, decoded(params.transaction, base64, 'transaction'))
      const rpcUrl = ctx.rpcUrl(ctx.chainId)
      if (!rpcUrl) throw invalidParams(`No RPC URL for ${ctx.chainId}: pass solanaRpcUrls to createWalletConnectTestWallet`)
      const options = isRecord(params.sendOptions) ? params.sendOptions : {}
      return prompting(async () => {
        const signature = await forwardRpc(rpcUrl, 'sendTransaction', [base64.encode(signed), { encoding: 'base64', preflightCommitment: 'confirmed', ...options }])
        return { signature }
      })
    }
    default:
      throw unsupportedMethod(method)
  }
}
