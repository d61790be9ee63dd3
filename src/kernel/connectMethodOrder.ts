import type { ConnectMethod } from './types'

const DEFAULT_ORDER: readonly ConnectMethod[] = ['email', 'social', 'wallet']
const WALLETS_FIRST: readonly ConnectMethod[] = ['wallet', 'email', 'social']

export interface ConnectMethodFacts {
  /** The developer's features.connectMethodsOrder, when they set it. */
  readonly configured: readonly ConnectMethod[] | undefined
  /** Injected or announced wallets were detected. */
  readonly hasInstalledWallets: boolean
  /** Which sections exist (their plugin is enabled; wallet is built in). */
  readonly available: Readonly<Record<ConnectMethod, boolean>>
}

/**
 * §2 connect method order: email, social, wallet by default; wallet, email, social when injected or
 * announced wallets exist; a configured order wins. Only available methods are returned.
 */
export function resolveConnectMethodOrder(facts: ConnectMethodFacts): ConnectMethod[] {
  const base = facts.configured ?? (facts.hasInstalledWallets ? WALLETS_FIRST : DEFAULT_ORDER)
  const order = [...base, ...DEFAULT_ORDER.filter((method) => !base.includes(method))]
  return order.filter((method) => facts.available[method])
}
