import { DISPLAY } from '../lazyConstants'
import { formatBalance } from './formatBalance'

/** A token balance for display: truncated to 2 decimals (§9); zero or non-numeric shows '0.00'. */
export function formatTokenBalance(value: string | number | bigint | null | undefined, decimals: number = DISPLAY.tokenBalanceDecimals): string {
  return formatBalance(value, decimals)
}
