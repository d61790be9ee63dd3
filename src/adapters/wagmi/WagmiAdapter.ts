import type { Config, Connector } from '@wagmi/core'
import type { Chain } from 'viem'
import type { AdapterContext } from '../../kernel/adapterTypes'
import { EvmAdapter, type EvmAdapterOptions } from '../evm/EvmAdapter'
import { createWagmiConfig, type WagmiAdapterOptions } from './createWagmiConfig'
import { GANGWAY_CONNECTOR_ID, gangwayConnector } from './gangwayConnector'
import { KitLink } from './KitLink'
import { syncWagmi } from './syncWagmi'
import { WagmiAdapterError } from './WagmiAdapterError'

/** An app's own wagmi config instead of options: the adapter adds the Gangway connector to it. */
export interface WagmiAdapterConfigOptions {
  readonly wagmiConfig: Config
  readonly projectId?: string
}

/**
 * Reown's `WagmiAdapter` for Gangway: the EVM adapter (the modal's wallets, connect, switch, sign, send)
 * plus a wagmi config that shares its connection. Pass `wagmiAdapter.wagmiConfig` to `<WagmiProvider>`:
 * wagmi's hooks then see whatever wallet the modal connected, and wagmi's disconnect() and switchChain()
 * change the kit.
 */
export class WagmiAdapter extends EvmAdapter {
  readonly adapterType = 'wagmi'
  readonly wagmiConfig: Config
  readonly wagmiChains: readonly [Chain, ...Chain[]]
  readonly projectId: string | undefined
  /** The wagmi connector that mirrors the kit's connection (`connect({ connector })`, `useConnection().connector`). */
  readonly connector: Connector
  private readonly link = new KitLink((connectorId) => this.getProvider(connectorId))

  constructor(options: WagmiAdapterOptions | WagmiAdapterConfigOptions, evmOptions: EvmAdapterOptions = {}) {
    super(evmOptions)
    const connectorFn = gangwayConnector(this.link)
    this.projectId = options.projectId
    if ('wagmiConfig' in options) {
      const config = options.wagmiConfig
      if (config.connectors.some((connector) => connector.id === GANGWAY_CONNECTOR_ID)) throw new WagmiAdapterError('CONNECTOR_IN_USE')
      const connector = config._internal.connectors.setup(connectorFn)
      config._internal.connectors.setState((connectors) => [connector, ...connectors])
      this.wagmiConfig = config
    } else {
      this.wagmiConfig = createWagmiConfig(options, connectorFn)
    }
    this.wagmiChains = this.wagmiConfig.chains
    const connector = this.wagmiConfig.connectors.find((candidate) => candidate.id === GANGWAY_CONNECTOR_ID)
    if (!connector) throw new WagmiAdapterError('CONNECTOR_IN_USE')
    this.connector = connector
  }

  override setup(context: AdapterContext): () => void {
    const stopEvm = super.setup(context)
    this.link.attach(context)
    const stopSync = syncWagmi(this.wagmiConfig, this.connector, this.link)
    return () => {
      stopSync()
      this.link.attach(undefined)
      stopEvm()
    }
  }
}
