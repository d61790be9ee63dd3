/** Session proposals the wallet received and has not answered yet, oldest first, with a wait for the next one. */
import type { ProposalTypes } from '@walletconnect/types'
import { TestWalletError } from '../testWalletError'

export class ProposalQueue {
  #pending: ProposalTypes.Struct[] = []
  #waiters = new Set<(proposal: ProposalTypes.Struct | Error) => void>()

  add(proposal: ProposalTypes.Struct): void {
    this.#pending.push(proposal)
    for (const wake of this.#waiters) wake(proposal)
  }

  remove(id: number): void {
    this.#pending = this.#pending.filter((proposal) => proposal.id !== id)
  }

  get pending(): readonly ProposalTypes.Struct[] {
    return this.#pending
  }

  /** The oldest unanswered proposal, or the next to arrive; rejects after timeoutMs. */
  next(timeoutMs: number): Promise<ProposalTypes.Struct> {
    const [oldest] = this.#pending
    if (oldest) return Promise.resolve(oldest)
    return new Promise((resolve, reject) => {
      const settle = (outcome: ProposalTypes.Struct | Error): void => {
        clearTimeout(timer)
        this.#waiters.delete(settle)
        if (outcome instanceof Error) reject(outcome)
        else resolve(outcome)
      }
      const timer = setTimeout(() => settle(new TestWalletError('NO_PROPOSAL', `no session proposal arrived within ${timeoutMs} ms (did pair(uri) get the dApp's URI?)`)), timeoutMs)
      this.#waiters.add(settle)
    })
  }

  /** Rejects every wait (the wallet closed). */
  close(): void {
    for (const wake of this.#waiters) wake(new TestWalletError('CLOSED', 'the WalletConnect test wallet was closed'))
    this.#pending = []
  }
}
