import { createConfig, http, type Config, type CreateConfigParameters, type CreateConnectorFn, type Storage, type Transport } from '@wagmi/core'
import type { Chain } from 'viem'
import type { CaipNetwork } from '../../kernel/types'
import { toWagmiChain } from './toWagmiChain'
import { WagmiAdapterError } from './WagmiAdapterError'

/** Reown's `new WagmiAdapter({ ... })` options: the networks and project, and wagmi's own createConfig options. */
export interface WagmiAdapterOptions {
  /** The networks wagmi knows: the same CaipNetwork objects as createAppKit's `networks` (eip155 ones are used). */
  readonly networks: readonly CaipNetwork[]
  readonly projectId: string
  readonly ssr?: boolean
  /** wagmi's persisted state (default: localStorage in a browser); null keeps nothing. */
  readonly storage?: Storage | null
  /** Per chain id; a chain without one uses its network's own RPC URL over HTTP. */
  readonly transports?: Readonly<Record<number, Transport>>
  /** More wagmi connectors of the app's own (the modal's wallets reach wagmi through the Gangway connector). */
  readonly connectors?: readonly CreateConnectorFn[]
  /** wagmi's own EIP-6963 discovery; off by default, the modal discovers and lists the installed wallets. */
  readonly multiInjectedProviderDiscovery?: boolean
  readonly syncConnectedChain?: boolean
  readonly batch?: CreateConfigParameters['batch']
  readonly cacheTime?: number
  readonly pollingInterval?: number
}

/** The wagmi config for these options, with `connector` (the Gangway connector) first. */
export function createWagmiConfig(options: WagmiAdapterOptions, connector: CreateConnectorFn): Config {
  const chains = options.networks.filter((network) => network.chainNamespace === 'eip155').map(toWagmiChain)
  const [first, ...rest] = chains
  if (!first) throw new WagmiAdapterError('NO_EVM_NETWORKS')
  const transports: Record<number, Transport> = Object.fromEntries(chains.map((chain) => [chain.id, options.transports?.[chain.id] ?? http()]))
  const { networks: _networks, projectId: _projectId, transports: _transports, connectors = [], multiInjectedProviderDiscovery = false, ...wagmiOptions } = options
  return createConfig({
    ...wagmiOptions,
    chains: [first, ...rest] as readonly [Chain, ...Chain[]],
    transports,
    connectors: [connector, ...connectors],
    multiInjectedProviderDiscovery,
  })
}
