import type { WalletConnectStore } from '../walletconnect/WalletConnectStore'
import type { LazyRegistry } from '../lazy/LazyRegistry'
import { kitLogs } from './kitLog'

/** appKit.getLogs(): the kit's log, then the WalletConnect client's when it has started (each about 1 MB at most). */
export async function readLogs(kit: { readonly lazy: Pick<LazyRegistry, 'get'> }): Promise<string[]> {
  const walletConnect = kit.lazy.get<WalletConnectStore>('walletConnect')
  return [...kitLogs.read(), ...(walletConnect ? await walletConnect.sdkLogs() : [])]
}
