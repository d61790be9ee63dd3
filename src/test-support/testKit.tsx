import { FakeAdapter } from './fakeAdapter'
import { render, type RenderResult } from '@testing-library/react'
import type { ReactElement } from 'react'
import { AppKit } from '../AppKit'
import type { KitRoot } from '../kernel/root'
import type { AppKitOptions } from '../kernel/options'
import type { PluginDescriptor } from '../kernel/plugins/types'
import type { CaipNetwork } from '../kernel/types'
import { KitContext } from '../ui/KitContext'
import { registerCoreViews } from '../ui/views/coreViews'

export const testNetwork: CaipNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Gangway Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

/** Solana mainnet's CAIP network, on a local RPC URL (a network outside eip155). */
export const testSolanaNetwork: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
}

export function testOptions(overrides: Partial<AppKitOptions> = {}): AppKitOptions {
  return { projectId: 'gangway-test', networks: [testNetwork], adapters: [new FakeAdapter()], storage: 'memory', disableProviderPing: true, ...overrides }
}

/** A plugin that contributes a Connect-view section, as the e-mail and social plugins do. */
export function sectionPlugin(name: string, method: string, flag?: string): PluginDescriptor {
  return {
    name,
    views: {},
    connectMethod: method,
    ...(flag ? { flag } : {}),
    load: () => Promise.resolve({ views: {}, connectSection: () => <p data-testid={`section-${name}`}>{name} section</p> }),
  }
}

/** Renders inside the kit's context, with the core views registered as the mounted modal has them. */
export function renderWithKit(kit: KitRoot, element: ReactElement): RenderResult {
  registerCoreViews(kit.lazy)
  return render(<KitContext.Provider value={kit}>{element}</KitContext.Provider>)
}

/** The public facade over a test root (what createAppKit returns), for tests of the instance API. */
export function appKitOf(root: KitRoot): AppKit {
  return new AppKit(root)
}
