import { when } from 'mobx'
import type { Address } from 'viem'
import type { AdapterContext, Eip1193Provider } from '../../kernel/adapterTypes'
import type { CaipNetwork } from '../../kernel/types'
import { ConnectionError } from '../../kernel/errors/connection'
import { WagmiAdapterError } from './WagmiAdapterError'

/** The kit's eip155 connection, as wagmi is told about it. */
export interface KitConnection {
  readonly connectorId: string
  readonly address: Address
  readonly chainId: number
}

/** How long wagmi's reconnect waits for the kit to finish restoring a stored connection. */
export const KIT_RESTORE_WAIT_MS = 30_000

/**
 * What the wagmi side (the connector and the sync) reads and asks of one kit. Exists before the kit does
 * (a wagmi config is made at module level); answers "not connected" until the adapter is set up.
 */
export class KitLink {
  private context: AdapterContext | undefined
  private attached: () => void = () => undefined
  private readonly ready: Promise<void>

  constructor(private readonly providerOf: (connectorId: string) => Eip1193Provider | undefined) {
    this.ready = new Promise((resolve) => (this.attached = resolve))
  }

  attach(context: AdapterContext | undefined): void {
    this.context = context
    if (context) this.attached()
  }

  /** The kit's connection when it is in eip155 (a MobX read: call it inside a reaction to follow it). */
  connection(): KitConnection | undefined {
    const account = this.context?.kit.account
    const [namespace, reference, address] = account?.caipAddress?.split(':') ?? []
    if (namespace !== 'eip155' || !account?.connectorId || !reference || !address) return undefined
    if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new WagmiAdapterError('MALFORMED_ADDRESS', { values: { address } })
    return { connectorId: account.connectorId, address: address as Address, chainId: Number(reference) }
  }

  /** The kit is restoring a stored connection (after a reload). */
  get restoring(): boolean {
    return this.context?.kit.account.status === 'reconnecting'
  }

  /** The chain id of the kit's active network, when it is an eip155 one. */
  activeChainId(): number | undefined {
    const active = this.context?.kit.networks.active
    return active?.chainNamespace === 'eip155' ? Number(active.id) : undefined
  }

  /** The connected wallet's EIP-1193 provider (injected, WalletConnect session, embedded wallet). */
  provider(): Eip1193Provider | undefined {
    const connection = this.connection()
    return connection ? this.providerOf(connection.connectorId) : undefined
  }

  /** Resolves once the kit is set up and not restoring a stored connection (or after KIT_RESTORE_WAIT_MS). */
  async settled(): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, KIT_RESTORE_WAIT_MS)))
    const restored = this.ready.then(() => when(() => !this.restoring, { timeout: KIT_RESTORE_WAIT_MS }))
    await Promise.race([restored, timeout]).catch(() => undefined)
    clearTimeout(timer)
  }

  /**
   * wagmi's connect() with the Gangway connector while the kit is not connected: the modal opens at Connect
   * (eip155 wallets) and this resolves once the visitor connected, or rejects with 'Modal closed' when they
   * closed it first.
   */
  async connectInModal(): Promise<KitConnection> {
    const { context } = this
    if (!context) throw new WagmiAdapterError('NOT_CONNECTED')
    const existing = this.connection()
    if (existing) return existing
    await context.kit.open({ view: 'Connect', namespace: 'eip155' })
    await when(() => this.connection() !== undefined || !context.kit.modal.isOpen)
    const connection = this.connection()
    if (!connection) throw new ConnectionError('MODAL_CLOSED')
    return connection
  }

  /** The kit's own disconnect (appkit.disconnect('eip155')), when it is connected there. */
  async disconnect(): Promise<void> {
    if (this.context && this.connection()) await this.context.kit.connection.disconnect('eip155')
  }

  /** The kit's own network switch (appkit.switchNetwork): asks the wallet when connected. */
  switchNetwork(network: CaipNetwork): Promise<void> {
    if (!this.context) return Promise.reject(new WagmiAdapterError('NOT_CONNECTED'))
    return this.context.kit.connection.switchNetwork(this.network(Number(network.id)) ?? network)
  }

  /** The kit's configured eip155 network with this chain id. */
  network(chainId: number): CaipNetwork | undefined {
    return this.context?.networks().find((network) => Number(network.id) === chainId)
  }
}
