import type { KitRoot } from '../../kernel/root'

const CORE_TITLES: Readonly<Record<string, string>> = {
  Connect: 'Connect Wallet',
  Account: 'Account',
  EmailLogin: 'Email',
  ConnectingFarcaster: 'Farcaster',
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingWalletConnectBasic: 'Connect Wallet',
  AllWallets: 'All Wallets',
  ProfileWallets: 'Wallets',
  UpdateEmailWallet: 'Edit Email',
  SIWXSignMessage: 'Sign In',
  ApproveTransaction: 'Approve Transaction',
  RegisterAccountName: 'Choose Name',
  RegisterAccountNameSuccess: 'Name Registered',
  Swap: 'Swap',
  SwitchNetwork: 'Switch Network',
  SwitchActiveChain: 'Switch Chain',
  ConnectingExternal: 'Connect Wallet',
}

export function viewTitle(kit: KitRoot, view: string): string {
  if (view === 'ConnectingWalletConnect') {
    const { name } = (kit.router.current.args ?? {}) as { name?: string }
    if (name) return name
  }
  if (view === 'ConnectingExternal') {
    const { connectorId } = (kit.router.current.args ?? {}) as { connectorId?: string }
    const name = connectorId ? kit.connectors.find(connectorId)?.name : undefined
    if (name) return name
  }
  return CORE_TITLES[view] ?? kit.plugins.viewTitle(view) ?? view
}
