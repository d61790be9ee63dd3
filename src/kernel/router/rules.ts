import type { RouteEntry } from './views'

/** §2 open rules, as a pure function of the facts they read. */
export interface OpenFacts {
  readonly manualWCControl: boolean
  readonly hasAdapters: boolean
  readonly isConnected: boolean
  readonly isMobile: boolean
  readonly view?: string | undefined
}

export function resolveOpenView(facts: OpenFacts): string {
  if (facts.manualWCControl || (!facts.hasAdapters && !facts.isConnected)) {
    return facts.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  }
  if (facts.view) return facts.view
  return facts.isConnected ? 'Account' : 'Connect'
}

/** §2 close rules: closing resets to Connect; embedded mode shows Account when connected. */
export function resolveCloseView(facts: { readonly embedded: boolean; readonly isConnected: boolean }): string {
  return facts.embedded && facts.isConnected ? 'Account' : 'Connect'
}

export type BackOutcome = { readonly action: 'close' } | { readonly action: 'pop'; readonly history: readonly RouteEntry[] }

/** §2 back rules: pop; connected and previous is Connect → Account; one entry left → close. */
export function resolveBack(history: readonly RouteEntry[], isConnected: boolean): BackOutcome {
  if (history.length <= 1) return { action: 'close' }
  const rest = history.slice(0, -1)
  const previous = rest[rest.length - 1]
  if (isConnected && previous?.view === 'Connect') {
    return { action: 'pop', history: [...rest.slice(0, -1), { view: 'Account' }] }
  }
  return { action: 'pop', history: rest }
}
