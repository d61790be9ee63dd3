import { makeAutoObservable } from 'mobx'

export type ConnectorType = 'MULTI_CHAIN' | 'ANNOUNCED' | 'INJECTED' | 'EXTERNAL' | 'WALLET_CONNECT' | 'AUTH'

export interface ConnectorInfo {
  readonly id: string
  readonly type: ConnectorType
  readonly name: string
  readonly imageUrl?: string
  readonly rdns?: string
  /** Starts the connection; supplied by the adapter that registers the connector. */
  readonly connect?: () => Promise<void>
}

/** Connectors known to the kit (§3 connector types); adapters register them (issue 4 on). */
export class ConnectorStore {
  connectors: readonly ConnectorInfo[] = []

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true })
  }

  /** Injected or announced (EIP-6963) wallets: they move the wallet section first on Connect (§2). */
  get installed(): readonly ConnectorInfo[] {
    return this.connectors.filter((connector) => connector.type === 'ANNOUNCED' || connector.type === 'INJECTED')
  }

  add(connector: ConnectorInfo): void {
    if (this.connectors.some((known) => known.id === connector.id)) return
    this.connectors = [...this.connectors, connector]
  }

  remove(id: string): void {
    this.connectors = this.connectors.filter((connector) => connector.id !== id)
  }
}
