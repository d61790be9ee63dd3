/** personal_sign takes the message as 0x-prefixed hex of its UTF-8 bytes (viem's default for a string). */
export function toHexMessage(message: string): string {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(message)) hex += byte.toString(16).padStart(2, '0')
  return hex
}
