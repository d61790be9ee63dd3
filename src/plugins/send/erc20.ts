import { encodeFunctionData, isAddress, type Address, type Hex } from 'viem'
import { SendError } from './sendErrors'

/** The one function of ERC-20 the send flow calls. */
const TRANSFER_ABI = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const

/** keccak256('transfer(address,uint256)') truncated to 4 bytes. */
export const TRANSFER_SELECTOR = '0xa9059cbb'

const UINT256_MAX = (1n << 256n) - 1n

/** ABI-encodes an ERC-20 `transfer(to, amount)` call (viem); `to` may come without its 0x. */
export function encodeErc20Transfer(to: string, amount: bigint): Hex {
  const receiver = to.startsWith('0x') ? to : `0x${to}`
  if (!isAddress(receiver, { strict: false })) throw new SendError('INVALID_RECEIVER', { values: { to } })
  if (amount < 0n || amount > UINT256_MAX) throw new SendError('INVALID_AMOUNT', { values: { amount: amount.toString() } })
  return encodeFunctionData({ abi: TRANSFER_ABI, functionName: 'transfer', args: [receiver as Address, amount] })
}
