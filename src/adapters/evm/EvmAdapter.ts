import type { Eip1193Provider } from '../../kernel/adapterTypes'
import { AdapterError } from '../../kernel/errors/adapter'
import { LazyChainAdapter } from '../LazyChainAdapter'
import type { EvmAdapterOptions } from './evmAdapterOptions'
import type { EvmAdapterCore } from './EvmAdapterCore'

export { BROWSER_WALLET_NAME, INJECTED_CONNECTOR_ID } from './evmConnectorIds'

export type { EvmAdapterOptions } from './evmAdapterOptions'

/**
 * The EVM chain adapter: EIP-6963 discovery and the legacy injected provider, connect, switch (with
 * wallet_addEthereumChain on 4902), sign, send, and the native balance over RPC. Its code (EvmAdapterCore.ts) is a
 * chunk fetched once the kit needs wallets, not while the page loads.
 */
export class EvmAdapter extends LazyChainAdapter<Eip1193Provider, EvmAdapterCore> {
  readonly namespace = 'eip155' as const

  constructor(options: EvmAdapterOptions = {}) {
    super(
      () => import('./EvmAdapterCore').then(({ EvmAdapterCore }) => new EvmAdapterCore(options)),
      options.window,
      () => new AdapterError('ADAPTER_IN_USE', { values: { adapter: 'An EvmAdapter' } }),
    )
  }
}
