/** base58btc (the Bitcoin alphabet), decoding only: the relay reads the public key out of a did:key. */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
/** A did:key of an ed25519 key is 48 characters; anything much longer is not one (and bigint work grows with length). */
const MAX_LENGTH = 128

export function decodeBase58(text: string): Uint8Array {
  if (text.length > MAX_LENGTH) throw new Error(`base58 text longer than ${MAX_LENGTH} characters`)
  let value = 0n
  for (const char of text) {
    const digit = ALPHABET.indexOf(char)
    if (digit < 0) throw new Error(`'${char}' is not a base58 character`)
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  for (; value > 0n; value >>= 8n) bytes.unshift(Number(value & 0xffn))
  let leadingZeros = 0
  while (text[leadingZeros] === '1') leadingZeros++
  return Uint8Array.from([...new Array<number>(leadingZeros).fill(0), ...bytes])
}
