import { WalletError } from '../../kernel/errors/wallet'

/** §5: an EVM address is 40 hex characters, with an optional 0x; the kit keeps it with the 0x. */
const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/

export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && EVM_ADDRESS.test(value)
}

export const withHexPrefix = (address: string): string => (address.startsWith('0x') ? address : `0x${address}`)

/** A wallet's accounts answer: a list of addresses; anything else throws. */
export function parseAccounts(value: unknown): string[] {
  if (!Array.isArray(value) || !value.every(isEvmAddress)) {
    throw new WalletError('MALFORMED_ACCOUNTS')
  }
  return value.map(withHexPrefix)
}
