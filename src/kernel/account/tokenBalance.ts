import type { WalletAsset } from '../../protocol/chainData'
import { fromBaseUnits } from '../format/fromBaseUnits'

/** §3 token balance, as the Account view and the send picker show it. */
export interface TokenBalance {
  readonly name: string
  readonly symbol: string
  /** CAIP-2 network. */
  readonly chainId: string
  /** The token contract; absent for the native coin. */
  readonly address?: string | undefined
  /** USD value of the balance. */
  readonly value: number
  /** USD price of one token. */
  readonly price: number
  /** decimals as a string, numeric in whole units. */
  readonly quantity: { readonly decimals: string; readonly numeric: string }
  readonly iconUrl?: string | undefined
}

/** A wallet asset (hex base units) as a token balance (whole units); undefined when the amount is unreadable. */
export function toTokenBalance(asset: WalletAsset): TokenBalance | undefined {
  let numeric: string
  try {
    numeric = fromBaseUnits(BigInt(asset.balance === '0x' ? '0x0' : asset.balance), asset.metadata.decimals)
  } catch {
    return undefined
  }
  return {
    name: asset.metadata.name,
    symbol: asset.metadata.symbol,
    chainId: asset.chainId,
    ...(asset.address ? { address: asset.address } : {}),
    // A token the service has no price for counts as $0 here, as AppKit's balances do.
    value: asset.metadata.value ?? 0,
    price: asset.metadata.price ?? 0,
    quantity: { decimals: String(asset.metadata.decimals), numeric },
    ...(asset.metadata.iconUrl ? { iconUrl: asset.metadata.iconUrl } : {}),
  }
}

/** §5: tokens whose decimals string is 0 are left out of balances. */
export function visibleBalances(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances.filter((balance) => balance.quantity.decimals !== '0')
}
