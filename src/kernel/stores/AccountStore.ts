import { makeAutoObservable } from 'mobx'
import type { CaipAddress } from '../types'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting'

/** Account state (§3). Connectors (issue 4 on) are its only writers. */
export class AccountStore {
  caipAddress: CaipAddress | undefined = undefined
  status: ConnectionStatus = 'disconnected'

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true })
  }

  get address(): string | undefined {
    return this.caipAddress?.split(':')[2]
  }

  get isConnected(): boolean {
    return this.caipAddress !== undefined
  }

  setConnected(caipAddress: CaipAddress): void {
    this.caipAddress = caipAddress
    this.status = 'connected'
  }

  setStatus(status: ConnectionStatus): void {
    this.status = status
  }

  reset(): void {
    this.caipAddress = undefined
    this.status = 'disconnected'
  }
}
