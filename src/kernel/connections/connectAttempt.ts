import type { AnyChainAdapter } from '../adapterTypes'
import type { ChainNamespace } from '../types'

/** The connecting view's state: waiting for the wallet, or what went wrong. */
export interface ConnectAttempt {
  readonly connectorId: string
  readonly status: 'connecting' | 'failed'
  /** §8 wording: 'Connection rejected' or 'Failed to connect'. */
  readonly error?: string
  readonly detail?: string
}

/** What the connection flows read and set of the kit's ConnectionStore. */
export interface ConnectionAttempts {
  /** Counts connect attempts; a restore started before the visitor's own connect gives way to it. */
  readonly attemptCount: number
  setAttempt(attempt: ConnectAttempt | undefined): void
  settleStatus(): void
  adapterFor(namespace: ChainNamespace | undefined): AnyChainAdapter | undefined
}
