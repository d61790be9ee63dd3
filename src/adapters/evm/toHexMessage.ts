/** personal_sign takes the message as 0x-prefixed hex of its UTF-8 bytes (a message already in hex is kept). */
export function toHexMessage(message: string): string {
  if (/^0x[0-9a-fA-F]*$/.test(message)) return message
  let hex = '0x'
  for (const byte of new TextEncoder().encode(message)) hex += byte.toString(16).padStart(2, '0')
  return hex
}
