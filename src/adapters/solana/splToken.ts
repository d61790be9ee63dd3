import { PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js'

/** The two SPL token programs a mint can belong to; the associated token account program. */
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

/** Token instruction 12 (TransferChecked) and the associated token program's instruction 1 (CreateIdempotent). */
const TRANSFER_CHECKED = 12
const CREATE_IDEMPOTENT = 1

/** Where a mint's layout keeps its decimals, a token account's its amount. */
const MINT_DECIMALS_OFFSET = 44
const MINT_SIZE = 82
const TOKEN_AMOUNT_OFFSET = 64
const TOKEN_ACCOUNT_SIZE = 165

export const isTokenProgram = (owner: string): boolean => owner === TOKEN_PROGRAM || owner === TOKEN_2022_PROGRAM

/** The owner's associated token account for a mint: the PDA of [owner, token program, mint]. */
export function associatedTokenAddress(owner: PublicKey, mint: PublicKey, tokenProgram: PublicKey): PublicKey {
  const [address] = PublicKey.findProgramAddressSync([owner.toBytes(), tokenProgram.toBytes(), mint.toBytes()], new PublicKey(ASSOCIATED_TOKEN_PROGRAM))
  return address
}

/** A mint's decimals, or undefined when the data is not a mint's. */
export function mintDecimals(data: Uint8Array): number | undefined {
  return data.length >= MINT_SIZE ? data[MINT_DECIMALS_OFFSET] : undefined
}

/** A token account's amount in base units, or undefined when the data is not a token account's. */
export function tokenAmount(data: Uint8Array): bigint | undefined {
  if (data.length < TOKEN_ACCOUNT_SIZE) return undefined
  return new DataView(data.buffer, data.byteOffset + TOKEN_AMOUNT_OFFSET, 8).getBigUint64(0, true)
}

/** Creates `owner`'s associated token account for `mint`, paid by `payer`; a no-op when it exists. */
export function createAssociatedTokenAccountIdempotent(payer: PublicKey, account: PublicKey, owner: PublicKey, mint: PublicKey, tokenProgram: PublicKey): TransactionInstruction {
  return new TransactionInstruction({
    programId: new PublicKey(ASSOCIATED_TOKEN_PROGRAM),
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: account, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: tokenProgram, isSigner: false, isWritable: false },
    ],
    data: Uint8Array.of(CREATE_IDEMPOTENT) as Buffer,
  })
}

/** Moves `amount` base units from `source` to `destination` (token accounts), checked against the mint's decimals. */
export function transferChecked(
  source: PublicKey,
  mint: PublicKey,
  destination: PublicKey,
  owner: PublicKey,
  amount: bigint,
  decimals: number,
  tokenProgram: PublicKey,
): TransactionInstruction {
  const data = new Uint8Array(10)
  data[0] = TRANSFER_CHECKED
  new DataView(data.buffer).setBigUint64(1, amount, true)
  data[9] = decimals
  return new TransactionInstruction({
    programId: tokenProgram,
    keys: [
      { pubkey: source, isSigner: false, isWritable: true },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: true, isWritable: false },
    ],
    data: data as Buffer,
  })
}
