import type { CaipNetwork, PluginFormat, PluginSolanaTransfer, PluginWalletCall, TokenBalance } from 'gangway/plugin'
import { tokenDecimals } from './amount'
import { encodeErc20Transfer } from './erc20'
import { SendError } from './sendErrors'

export interface Erc20Send {
  readonly tokenAddress: string | undefined
  readonly receiverAddress: string
  /** Base units. */
  readonly amount: bigint
}

/** §4: an ERC-20 is sent as a `transfer(receiver, amount)` call to its contract. */
export function erc20TransferCall({ tokenAddress, receiverAddress, amount }: Erc20Send): PluginWalletCall {
  if (!tokenAddress) throw new SendError('TOKEN_ADDRESS_REQUIRED')
  return { to: tokenAddress, data: encodeErc20Transfer(receiverAddress, amount) }
}

/** §4: the native coin is sent as a plain transaction with empty data. */
export function nativeSendCall(receiverAddress: string, value: bigint): PluginWalletCall {
  return { to: receiverAddress, value, data: '0x' }
}

/** §4 send flow's solana path: SOL, or the SPL token whose mint is the token's address, in base units. */
export function solanaTransfer(token: TokenBalance, amount: string, receiverAddress: string, format: PluginFormat): PluginSolanaTransfer {
  const decimals = tokenDecimals(token)
  if (decimals === undefined) throw new SendError('UNREADABLE_DECIMALS', { values: { symbol: token.symbol } })
  return { namespace: 'solana', to: receiverAddress, amount: format.toBaseUnits(amount, decimals), ...(token.address && { token: token.address }) }
}

/**
 * The wallet call that sends `amount` (whole units, as typed) of `token` on `network`, converted to base units
 * with the token's decimals. A token with an address is an ERC-20. One without is the native coin, unless its
 * decimals are not the network's: then it is a token whose address is missing ('tokenAddress is required').
 */
export function sendCall(token: TokenBalance, amount: string, receiverAddress: string, network: CaipNetwork, format: PluginFormat): PluginWalletCall {
  const decimals = tokenDecimals(token)
  if (decimals === undefined) throw new SendError('UNREADABLE_DECIMALS', { values: { symbol: token.symbol } })
  const units = format.toBaseUnits(amount, decimals)
  if (token.address || decimals !== network.nativeCurrency.decimals) {
    return erc20TransferCall({ tokenAddress: token.address, receiverAddress, amount: units })
  }
  return nativeSendCall(receiverAddress, units)
}
