import { base58 } from '@scure/base'

/** One instruction as the wire has it: its program and accounts (undefined: an address-lookup-table entry), its data. */
export interface DecodedInstruction {
  readonly programId: string | undefined
  readonly accounts: readonly (string | undefined)[]
  readonly data: Uint8Array
}

/** What the approval page needs of a Solana transaction (legacy or v0): the fee payer and the instructions. */
export interface DecodedTransaction {
  readonly feePayer: string
  readonly instructions: readonly DecodedInstruction[]
}

/** Thrown by the reader on bytes that are not a transaction. */
class NotATransaction extends Error {}

function reader(bytes: Uint8Array) {
  let offset = 0
  const byte = (): number => {
    if (offset >= bytes.length) throw new NotATransaction('truncated')
    return bytes[offset++]!
  }
  const take = (length: number): Uint8Array => {
    if (offset + length > bytes.length) throw new NotATransaction('truncated')
    offset += length
    return bytes.subarray(offset - length, offset)
  }
  /** Solana's compact-u16 (1 to 3 bytes, 7 bits each). */
  const length = (): number => {
    let value = 0
    for (let shift = 0; shift < 21; shift += 7) {
      const next = byte()
      value |= (next & 0x7f) << shift
      if ((next & 0x80) === 0) return value
    }
    throw new NotATransaction('bad length')
  }
  return { byte, take, length, peek: () => bytes[offset], done: () => offset === bytes.length }
}

/**
 * Reads a serialized transaction (signatures, then a legacy or v0 message) without a Solana library: the approval
 * page runs in the browser and needs only the accounts and instructions. Throws on anything else.
 */
export function decodeSolanaTransaction(bytes: Uint8Array): DecodedTransaction {
  const read = reader(bytes)
  read.take(read.length() * 64)
  const versioned = ((read.peek() ?? 0) & 0x80) !== 0
  if (versioned && (read.byte() & 0x7f) !== 0) throw new NotATransaction('unknown version')
  read.take(3)
  const keys = Array.from({ length: read.length() }, () => base58.encode(read.take(32)))
  if (keys.length === 0) throw new NotATransaction('no accounts')
  read.take(32)
  const raw = Array.from({ length: read.length() }, () => ({ program: read.byte(), accounts: Array.from(read.take(read.length())), data: read.take(read.length()) }))
  if (versioned) {
    for (let tables = read.length(); tables > 0; tables--) {
      read.take(32)
      read.take(read.length())
      read.take(read.length())
    }
  }
  if (!read.done()) throw new NotATransaction('trailing bytes')
  return {
    feePayer: keys[0]!,
    instructions: raw.map(({ program, accounts, data }) => ({ programId: keys[program], accounts: accounts.map((index) => keys[index]), data })),
  }
}
