import type { CaipNetwork, ChainNamespace } from '../types'

/** The spec §2 views. Plugins add their own names on top. */
export const CORE_VIEWS = [
  'Connect',
  'Account',
  'EmailLogin',
  'ConnectingFarcaster',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'AllWallets',
  'ProfileWallets',
  'UpdateEmailWallet',
  'SIWXSignMessage',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Swap',
  'SwitchNetwork',
  'SwitchActiveChain',
  // Not in the §2 list: AppKit's view for a browser (injected or announced) wallet's connect request.
  'ConnectingExternal',
] as const

export type CoreView = (typeof CORE_VIEWS)[number]

/**
 * The §2 views the kernel renders itself. The others (EmailLogin, ConnectingFarcaster, Swap,
 * RegisterAccountName, …) come from the plugin that provides them; without one they say they are unavailable.
 */
export const KERNEL_VIEWS: readonly CoreView[] = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'SwitchNetwork',
  'ApproveTransaction',
  'UpdateEmailWallet',
  'ProfileWallets',
  'SIWXSignMessage',
]

export interface SwapArguments {
  readonly fromToken?: string
  readonly toToken?: string
  readonly amount?: string
}

export interface SwitchActiveChainArguments {
  readonly switchToChain: ChainNamespace
  readonly navigateTo?: 'Connect'
  readonly navigateWithReplace?: boolean
  readonly network?: CaipNetwork
}

/** Per-view arguments; views not listed take none. */
export interface ViewArguments {
  Swap: SwapArguments
  SwitchActiveChain: SwitchActiveChainArguments
  /** The directory wallet the visitor picked. */
  ConnectingWalletConnect: { readonly walletId?: string; readonly name?: string }
  /** The installed wallet being asked to connect. */
  ConnectingExternal: { readonly connectorId: string }
}

/** The arguments a view takes: typed for §2 views, free-form for plugin views. */
export type ArgumentsOf<V extends string> = V extends keyof ViewArguments ? ViewArguments[V] : V extends CoreView ? undefined : unknown

export interface RouteEntry {
  readonly view: string
  readonly args?: unknown
}

export function isCoreView(view: string): view is CoreView {
  return (CORE_VIEWS as readonly string[]).includes(view)
}

/** A view the kernel renders (a plugin cannot redefine it). */
export function isKernelView(view: string): boolean {
  return (KERNEL_VIEWS as readonly string[]).includes(view)
}
