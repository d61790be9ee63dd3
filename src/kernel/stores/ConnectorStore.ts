import { makeAutoObservable } from 'mobx'
import type { ChainNamespace } from '../types'

export type ConnectorType = 'MULTI_CHAIN' | 'ANNOUNCED' | 'INJECTED' | 'EXTERNAL' | 'WALLET_CONNECT' | 'AUTH'

/** A way to connect (§3 connector types). Adapters register them; the adapter keeps the provider. */
export interface ConnectorInfo {
  readonly id: string
  readonly type: ConnectorType
  readonly name: string
  /** Filled in by the kernel from the adapter that registered it. */
  readonly namespace?: ChainNamespace
  /** The other namespaces it connects in: the kernel's WalletConnect and embedded-wallet connectors span several. */
  readonly namespaces?: readonly ChainNamespace[]
  readonly imageUrl?: string
  readonly rdns?: string
}

/** An injected or EIP-6963 announced wallet: installed in the browser. */
export const isInstalled = (connector: ConnectorInfo): boolean => connector.type === 'ANNOUNCED' || connector.type === 'INJECTED'

/** Connectors known to the kit (§3 connector types). */
export class ConnectorStore {
  connectors: readonly ConnectorInfo[] = []

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true })
  }

  /** Injected or announced (EIP-6963) wallets: they move the wallet section first on Connect (§2). */
  get installed(): readonly ConnectorInfo[] {
    return this.connectors.filter(isInstalled)
  }

  find(id: string): ConnectorInfo | undefined {
    return this.connectors.find((connector) => connector.id === id)
  }

  add(connector: ConnectorInfo): void {
    if (this.connectors.some((known) => known.id === connector.id)) return
    this.connectors = [...this.connectors, connector]
  }

  remove(id: string): void {
    this.connectors = this.connectors.filter((connector) => connector.id !== id)
  }
}
