import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx'
import { isApiErrorCode } from '../../protocol/apiErrors'
import type { ApprovalOutcome } from '../../protocol/approvalEvents'
import type { ApprovalMethod } from '../../protocol/walletMethods'
import { FrameError } from '../errors/frame'
import { PROVIDER_CODES, ProviderRpcError } from '../errors/provider'
import type { ApprovalFrameRequest } from './connectApprovalFrame'
import { whileLoading, type LoadingFlag } from '../whileLoading'

/** An unsafe request shown in the approval frame; `settle` answers the dApp's call with the frame's outcome. */
export interface PendingApproval extends ApprovalFrameRequest {
  readonly settle: (outcome: ApprovalOutcome) => void
  /** The modal closed while it waited (§8): the dApp's call rejects with 4001 'Request was aborted'. */
  readonly abort: () => void
}

export interface ApprovalQueueDeps {
  /** Its loading flag is on while a request waits (§4). */
  readonly modal: { readonly isOpen: boolean } & LoadingFlag
  /** §4: a refused method's error shows this long after the modal opens for it. */
  readonly errorDisplayDelay: number
  onDestroy(dispose: () => void): void
  /** §7: a failed request the visitor sees is reported (analytics error report). */
  report(error: unknown): void
  /** The modal closed; `waited` tells whether requests were waiting (the login frame is then told, RPC_ABORT). */
  closed(waited: boolean): void
}

/**
 * The embedded wallet's unsafe requests waiting for the visitor in ApproveTransaction (§6), oldest first, and the
 * refused methods' errors shown there (§4). The modal closing rejects every waiting request.
 */
export class ApprovalQueue {
  /** Waiting requests, oldest first; the view shows the first. */
  approvals: readonly PendingApproval[] = []
  /** A refused method's error, shown on ApproveTransaction after the §9 error display delay. */
  refusal: string | undefined = undefined
  /** Counts refusals: the approval rules open ApproveTransaction on each. */
  refusals = 0

  constructor(private readonly deps: ApprovalQueueDeps) {
    makeAutoObservable<ApprovalQueue, 'deps'>(this, { deps: false, approvals: observableRef }, { autoBind: true })
    // §4: pending requests are rejected when the modal closes (its view stack goes with it).
    deps.onDestroy(reaction(() => deps.modal.isOpen, (open) => !open && this.abortAll()))
  }

  /** The request waiting first: ApproveTransaction shows it. */
  get approval(): PendingApproval | undefined {
    return this.approvals[0]
  }

  /**
   * The request to draw an approval frame for: none while the modal is closed or closing (a request that
   * arrives during the closing fade gets its frame once the modal is open again, not one that vanishes).
   */
  get shown(): PendingApproval | undefined {
    return this.deps.modal.isOpen ? this.approvals[0] : undefined
  }

  /** The approval frame reported how request `id` ended (signed, refused, failed): the dApp's call settles with it. */
  settle(id: string, outcome: ApprovalOutcome): void {
    const pending = this.approvals.find((approval) => approval.id === id)
    if (!pending) return
    this.approvals = this.approvals.filter((approval) => approval !== pending)
    pending.settle(outcome)
  }

  /** Queues an unsafe request (an EIP-155 chain id, or a Solana cluster's 'solana:<ref>') for the approval frame; resolves with what the wallet signed or sent. */
  wait(method: ApprovalMethod, params: unknown, chainId: number | string): Promise<unknown> {
    return whileLoading(this.deps.modal, this.queued(method, params, chainId))
  }

  private queued(method: ApprovalMethod, params: unknown, chainId: number | string): Promise<unknown> {
    return new Promise<unknown>((resolve, reject) => {
      const settle = (outcome: ApprovalOutcome): void => {
        if (outcome.status === 'signed') resolve(outcome.result)
        else if (outcome.status === 'rejected') reject(new ProviderRpcError(PROVIDER_CODES.userRejected))
        else {
          const error = new FrameError(isApiErrorCode(outcome.code) ? outcome.code : 'REPLY_ERROR', { message: outcome.message })
          this.deps.report(error)
          reject(error)
        }
      }
      const abort = (): void => reject(new ProviderRpcError(PROVIDER_CODES.userRejected, { message: new FrameError('REQUEST_ABORTED').message }))
      runInAction(() => (this.approvals = [...this.approvals, { id: crypto.randomUUID(), method, params, chainId, settle, abort }]))
    })
  }

  /** §4: an unknown method opens the modal and shows its error after 300 ms. */
  refuse(error: Error): void {
    this.refusal = undefined
    this.refusals++
    this.deps.report(error)
    setTimeout(() => runInAction(() => (this.refusal = error.message)), this.deps.errorDisplayDelay)
  }

  /** The modal closed: every waiting request rejects (§4) with 'Request was aborted' (§8). */
  private abortAll(): void {
    const pending = this.approvals
    this.approvals = []
    for (const request of pending) request.abort()
    this.deps.closed(pending.length > 0)
  }
}
