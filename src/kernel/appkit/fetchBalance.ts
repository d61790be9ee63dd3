import type { NativeBalance } from '../adapterTypes'
import type { KernelServices } from '../slices/KernelServices'

/** AppKit's fetchBalance: the connected account's native balance read again; undefined when none or unreadable. */
export async function fetchBalance({ account, connection }: Pick<KernelServices, 'account' | 'connection'>): Promise<NativeBalance | undefined> {
  if (!account.isConnected) return undefined
  await connection.refreshBalance(true)
  return account.balanceStatus === 'ready' && account.balance !== undefined ? { balance: account.balance, symbol: account.balanceSymbol ?? '' } : undefined
}
