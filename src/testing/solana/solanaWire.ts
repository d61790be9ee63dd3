/**
 * The parts of Solana's wire transaction format a signing wallet needs (legacy and v0 messages alike): the signature
 * slots, the message bytes they sign, and which signer slot belongs to a key.
 */
import { invalidParams } from '../rpcErrors'

/** compact-u16: 7 bits a byte, low bits first, at most 3 bytes. */
function readCompactU16(bytes: Uint8Array, offset: number): [value: number, size: number] {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size]
    if (byte === undefined) break
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return [value, size + 1]
  }
  throw invalidParams('Malformed transaction: bad compact-u16')
}

export interface WireTransaction {
  readonly signatures: Uint8Array[]
  readonly message: Uint8Array
  /** The keys whose signatures the message requires, in slot order. */
  readonly signers: Uint8Array[]
}

export function parseWireTransaction(bytes: Uint8Array): WireTransaction {
  const [count, countSize] = readCompactU16(bytes, 0)
  const messageStart = countSize + count * 64
  if (bytes.length <= messageStart) throw invalidParams('Malformed transaction: shorter than its signatures')
  const signatures = Array.from({ length: count }, (_, index) => bytes.slice(countSize + index * 64, countSize + (index + 1) * 64))
  const message = bytes.slice(messageStart)
  // A v0 message starts with 0x80 | version; a legacy one with its header.
  const headerStart = (message[0]! & 0x80) !== 0 ? 1 : 0
  const required = message[headerStart]!
  const [keyCount, keyCountSize] = readCompactU16(message, headerStart + 3)
  const keysStart = headerStart + 3 + keyCountSize
  if (required > keyCount || required !== count || message.length < keysStart + keyCount * 32) throw invalidParams('Malformed transaction: bad message header')
  const signers = Array.from({ length: required }, (_, index) => message.slice(keysStart + index * 32, keysStart + (index + 1) * 32))
  return { signatures, message, signers }
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, index) => byte === b[index])

/** The transaction with `signature` in `publicKey`'s slot; throws when the key is not one of its signers. */
export function withSignature(bytes: Uint8Array, publicKey: Uint8Array, sign: (message: Uint8Array) => Uint8Array): Uint8Array {
  const { signers, message } = parseWireTransaction(bytes)
  const slot = signers.findIndex((signer) => sameBytes(signer, publicKey))
  if (slot === -1) throw invalidParams('The transaction does not ask this account to sign')
  const signed = bytes.slice()
  signed.set(sign(message), bytes.length - message.length - (signers.length - slot) * 64)
  return signed
}
