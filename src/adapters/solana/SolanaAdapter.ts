import { AdapterError } from '../../kernel/errors/adapter'
import type { TokenTransfer } from '../../kernel/adapterTypes'
import type { CaipNetwork } from '../../kernel/types'
import { LazyChainAdapter } from '../LazyChainAdapter'
import type { SolanaAdapterOptions } from './solanaAdapterOptions'
import type { SolanaAdapterCore } from './SolanaAdapterCore'
import type { SolanaWalletProvider } from './SolanaWalletProvider'

export type { SolanaAdapterOptions } from './solanaAdapterOptions'

/**
 * The Solana chain adapter: Wallet Standard discovery, connect, reconnect and account changes, signing, SOL and SPL
 * transfers, balances and AppKit's Solana provider. Its code (SolanaAdapterCore.ts) is a chunk fetched once the kit
 * needs wallets, not while the page loads; @solana/web3.js comes later still, with the first signature or send.
 */
export class SolanaAdapter extends LazyChainAdapter<SolanaWalletProvider, SolanaAdapterCore> {
  readonly namespace = 'solana' as const

  constructor(options: SolanaAdapterOptions = {}) {
    super(
      () => import('./SolanaAdapterCore').then(({ SolanaAdapterCore }) => new SolanaAdapterCore(options)),
      options.window,
      () => new AdapterError('ADAPTER_IN_USE', { values: { adapter: 'A SolanaAdapter' } }),
    )
  }

  /** Sends SOL or one SPL token (base units) and resolves with the signature once confirmed. */
  async transfer(connectorId: string, transfer: TokenTransfer, network: CaipNetwork): Promise<string> {
    return (await this.start()).transfer(connectorId, transfer, network)
  }
}
