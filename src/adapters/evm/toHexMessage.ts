import { stringToHex } from 'viem/utils'

/** personal_sign takes the message as 0x-prefixed hex of its UTF-8 bytes. Loaded with the first signature. */
export const toHexMessage = (message: string): string => stringToHex(message)
