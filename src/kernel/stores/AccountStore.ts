import { makeAutoObservable } from 'mobx'
import type { CaipAddress } from '../types'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting'

/** Account state (§3). Connectors (issue 4 on) are its only writers. */
export class AccountStore {
  caipAddress: CaipAddress | undefined = undefined
  status: ConnectionStatus = 'disconnected'
  /** A sign-in (SIWX) session exists for the connected account; the sign-in flow sets it. */
  hasSignInSession = false

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

  setSignInSession(active: boolean): void {
    this.hasSignInSession = active
  }

  reset(): void {
    this.caipAddress = undefined
    this.status = 'disconnected'
    this.hasSignInSession = false
  }
}
