import { isEvmAddress } from '../../kernel/addresses'

/** keccak256('transfer(address,uint256)') truncated to 4 bytes. */
export const TRANSFER_SELECTOR = '0xa9059cbb'
const UINT256_MAX = (1n << 256n) - 1n

/** ABI-encodes an ERC-20 `transfer(to, amount)` call: the selector, then both arguments as 32-byte words. */
export function encodeErc20Transfer(to: string, amount: bigint): string {
  if (!isEvmAddress(to)) throw new RangeError(`Invalid receiver address '${to}'`)
  if (amount < 0n || amount > UINT256_MAX) throw new RangeError(`Invalid amount ${amount.toString()}`)
  const address = to.replace(/^0x/, '').toLowerCase().padStart(64, '0')
  return `${TRANSFER_SELECTOR}${address}${amount.toString(16).padStart(64, '0')}`
}
