import type { AppKit } from '../AppKit'
import type { ChainNamespace, ThemeMode, ThemeVariables } from '../kernel/types'

/** What the buttons show, read from the kit's public getters (plain data, so a change is found by comparing). */
export interface KitSnapshot {
  readonly status: 'disconnected' | 'connecting' | 'connected'
  /** The modal's loading flag (§4), e.g. while a connection is being restored. */
  readonly loading: boolean
  readonly address: string | undefined
  readonly balance: string | undefined
  readonly balanceSymbol: string | undefined
  readonly networkName: string | undefined
  readonly unsupportedNetwork: boolean
  readonly themeMode: ThemeMode
  readonly themeVariables: ThemeVariables
}

/** Reads the account of `namespace` (default: the active one, eip155 before any), the network and the theme. */
export function kitSnapshot(appkit: AppKit, namespace?: ChainNamespace): KitSnapshot {
  const state = appkit.getState()
  const account = appkit.getAccount(namespace ?? state.activeChain ?? 'eip155')
  return {
    status: account.status,
    loading: state.loading,
    address: account.address,
    balance: account.balance,
    balanceSymbol: account.balanceSymbol,
    networkName: appkit.getCaipNetwork()?.name,
    unsupportedNetwork: appkit.isUnsupportedNetwork,
    themeMode: appkit.themeMode,
    // A copy, so every variable is read (and so watched) here.
    themeVariables: { ...appkit.themeVariables },
  }
}
