import { NATIVE_TOKEN_ADDRESS } from 'gangway/plugin'

/** The 0x address of a CAIP-10 id (`eip155:31337:0x…` → `0x…`). */
export const addressOf = (caip10: string): string => caip10.slice(caip10.lastIndexOf(':') + 1)

/** Whether a CAIP-10 token id stands for the network's native coin. */
export const isNativeToken = (caip10: string): boolean => addressOf(caip10).toLowerCase() === NATIVE_TOKEN_ADDRESS

/** The CAIP-10 id of an address on a CAIP-2 network; the native coin when there is no address. */
export const tokenId = (caipNetworkId: string, address: string | undefined): string => `${caipNetworkId}:${(address ?? NATIVE_TOKEN_ADDRESS).toLowerCase()}`

/** Two 0x addresses are the same account (any case; a bad checksum is no reason to throw here). */
export const sameAddress = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase()
