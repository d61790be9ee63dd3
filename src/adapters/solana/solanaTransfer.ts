import { base64 } from '@scure/base'
import { PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js'
import type { TokenTransfer } from '../../kernel/adapterTypes'
import { fromBaseUnits } from '../../kernel/format/fromBaseUnits'
import { SolanaError } from './SolanaError'
import { accountAnswer, balanceAnswer, blockhashAnswer, type AccountInfo, type SolanaRpc } from './solanaRpc'
import { confirmSignature, signAndSend, type SendRoute } from './solanaSend'
import { associatedTokenAddress, createAssociatedTokenAccountIdempotent, isTokenProgram, mintDecimals, tokenAmount, transferChecked } from './splToken'

/** What one signature costs (lamports); a transfer has one, the sender's. */
export const LAMPORTS_PER_SIGNATURE = 5000n
const SOL_DECIMALS = 9

/** A base58 address that decodes to 32 bytes, else a SolanaError naming it. */
export function publicKeyOf(address: string): PublicKey {
  try {
    if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)) throw new SolanaError('INVALID_ADDRESS', { values: { address } })
    return new PublicKey(address)
  } catch (error) {
    throw error instanceof SolanaError ? error : new SolanaError('INVALID_ADDRESS', { values: { address }, cause: error })
  }
}

const dataOf = (account: AccountInfo): Uint8Array => base64.decode(account.data[0])

async function accountInfo(rpc: SolanaRpc, address: PublicKey): Promise<AccountInfo | null> {
  const { value } = await rpc('getAccountInfo', [address.toBase58(), { encoding: 'base64', commitment: 'confirmed' }], accountAnswer)
  return value
}

async function solInstructions(rpc: SolanaRpc, from: PublicKey, to: PublicKey, amount: bigint): Promise<TransactionInstruction[]> {
  const { value: balance } = await rpc('getBalance', [from.toBase58(), { commitment: 'confirmed' }], balanceAnswer)
  if (BigInt(balance) < amount + LAMPORTS_PER_SIGNATURE) {
    throw new SolanaError('INSUFFICIENT_FUNDS', { details: `The balance is ${fromBaseUnits(BigInt(balance), SOL_DECIMALS)} SOL` })
  }
  return [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: amount })]
}

/** TransferChecked between the two owners' associated token accounts, creating the receiver's when it is missing. */
async function splInstructions(rpc: SolanaRpc, from: PublicKey, to: PublicKey, mint: PublicKey, amount: bigint): Promise<TransactionInstruction[]> {
  const mintAccount = await accountInfo(rpc, mint)
  const decimals = mintAccount && isTokenProgram(mintAccount.owner) ? mintDecimals(dataOf(mintAccount)) : undefined
  if (!mintAccount || decimals === undefined) throw new SolanaError('NOT_A_TOKEN', { values: { mint: mint.toBase58() } })
  const program = new PublicKey(mintAccount.owner)
  const source = associatedTokenAddress(from, mint, program)
  const destination = associatedTokenAddress(to, mint, program)
  const [sourceAccount, destinationAccount] = await Promise.all([accountInfo(rpc, source), accountInfo(rpc, destination)])
  const held = sourceAccount ? (tokenAmount(dataOf(sourceAccount)) ?? 0n) : 0n
  if (held < amount) throw new SolanaError('INSUFFICIENT_FUNDS', { details: `The token balance is ${fromBaseUnits(held, decimals)}` })
  return [
    ...(destinationAccount ? [] : [createAssociatedTokenAccountIdempotent(from, destination, to, mint, program)]),
    transferChecked(source, mint, destination, from, amount, decimals, program),
  ]
}

/**
 * Sends SOL (a system transfer) or one SPL token (TransferChecked) from the connected account, signed by its wallet
 * and sent on the route; resolves with the signature once the node reports it confirmed.
 */
export async function sendTransfer(route: SendRoute, transfer: TokenTransfer): Promise<string> {
  const from = publicKeyOf(transfer.from)
  const to = publicKeyOf(transfer.to)
  if (transfer.amount <= 0n) throw new SolanaError('INVALID_AMOUNT', { values: { amount: transfer.amount.toString() } })
  const instructions =
    transfer.token === undefined
      ? await solInstructions(route.rpc, from, to, transfer.amount)
      : await splInstructions(route.rpc, from, to, publicKeyOf(transfer.token), transfer.amount)
  const { value: latest } = await route.rpc('getLatestBlockhash', [{ commitment: 'confirmed' }], blockhashAnswer)
  const transaction = new Transaction({ feePayer: from, blockhash: latest.blockhash, lastValidBlockHeight: latest.lastValidBlockHeight }).add(...instructions)
  const unsigned = transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
  const signature = await signAndSend(route, transfer.from, unsigned)
  await confirmSignature(route.rpc, signature, latest.lastValidBlockHeight)
  return signature
}
