/**
 * Fault switches: a queue of one-shot outcomes for the next matching requests (like wagmi's mock
 * connector's features), and the requests a 'hang' fault holds until `releaseHung()`.
 */
import { ProviderRpcError, defaultMessage, userRejected } from './rpcErrors'
import { TestWalletError } from './testWalletError'

/**
 * One fault for the next matching request. With `method`, it decides the next request of that method as
 * soon as it arrives. Without, it decides the next wallet prompt: a valid request that would ask the user
 * (connect, switch or add a chain, sign, send), so invalid requests and requests that need no prompt
 * (eth_requestAccounts when connected, switching to the current chain) leave it queued.
 */
export type Fault =
  | { kind: 'approve' | 'reject' | 'hang'; method?: string }
  | { kind: 'error'; code: number; message?: string; data?: unknown; method?: string }

export interface TestWalletFaults {
  /** Queues a fault; each queued fault decides exactly one request, in order. */
  next(fault: Fault): void
  /** The faults still queued, oldest first. */
  readonly queued: readonly Fault[]
  /** How many requests a 'hang' fault holds now. */
  readonly hungCount: number
  /** Drops every queued fault (hung requests stay hung). */
  clear(): void
  /** Rejects every hung request with 4001 'User rejected the request.'; returns how many there were. */
  releaseHung(): number
}

export class FaultQueue implements TestWalletFaults {
  #queue: Fault[] = []
  readonly #hung = new Set<(error: ProviderRpcError) => void>()

  next(fault: Fault): void {
    const kinds = ['approve', 'reject', 'hang', 'error']
    if (!kinds.includes(fault.kind)) throw new TestWalletError('INVALID_OPTIONS', `Unknown fault kind '${String(fault.kind)}' (expected ${kinds.join(', ')})`)
    if (fault.kind === 'error' && !Number.isInteger(fault.code)) throw new TestWalletError('INVALID_OPTIONS', 'An error fault needs an integer code')
    this.#queue.push({ ...fault })
  }

  get queued(): readonly Fault[] {
    return [...this.#queue]
  }

  get hungCount(): number {
    return this.#hung.size
  }

  clear(): void {
    this.#queue = []
  }

  releaseHung(): number {
    const held = [...this.#hung]
    this.#hung.clear()
    for (const reject of held) reject(userRejected())
    return held.length
  }

  /** Removes and returns the first queued fault naming this method, if any. */
  takeForMethod(method: string): Fault | undefined {
    return this.#take((fault) => fault.method === method)
  }

  /** Removes and returns the first queued fault naming no method (it decides the next wallet prompt). */
  takeForPrompt(): Fault | undefined {
    return this.#take((fault) => fault.method === undefined)
  }

  #take(matches: (fault: Fault) => boolean): Fault | undefined {
    const index = this.#queue.findIndex(matches)
    return index === -1 ? undefined : this.#queue.splice(index, 1)[0]
  }

  /** A promise that settles only when `releaseHung()` rejects it. */
  hold(): Promise<never> {
    return new Promise<never>((_resolve, reject) => {
      this.#hung.add(reject)
    })
  }
}

/** The error an 'error' or 'reject' fault throws. */
export function faultError(fault: Fault): ProviderRpcError {
  if (fault.kind === 'error') return new ProviderRpcError(fault.code, fault.message ?? defaultMessage(fault.code), fault.data)
  return userRejected()
}
