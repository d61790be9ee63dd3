import type { ChainNamespace } from '../types'

/** A button of the Account view's wallet features row (§9 order: onramp, swaps, receive, send; others after). */
export interface PluginWalletFeature {
  readonly id: string
  /** The plugin view the button opens. */
  readonly view: string
  readonly label: string
  /** The namespaces whose accounts get the button (default: every namespace). */
  readonly namespaces?: readonly ChainNamespace[]
}

/** A tab of the Account view, after Tokens and NFTs (the module's `accountTabs[id]` renders it). */
export interface PluginAccountTab {
  readonly id: string
  readonly label: string
  /** The namespaces whose accounts it serves (default: every namespace); elsewhere the tab says it is not available. */
  readonly namespaces?: readonly ChainNamespace[]
}
