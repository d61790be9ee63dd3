import type { ApprovalOutcome } from '../../../src/protocol/approvalEvents'
import type { ApprovalMethod } from '../../../src/protocol/walletMethods'
import { FrameApiError, type FrameApi } from '../frame/frameApi'

export interface ApprovedRequest {
  readonly method: ApprovalMethod
  readonly params?: unknown
  /** An EIP-155 chain id, or a Solana cluster's CAIP-2 id. */
  readonly chainId: number | string
}

/**
 * The visitor pressed Approve: the site records that approval of this very request, then signs (or sends)
 * it by using the approval up. Never throws: a failure is an outcome with the site's message.
 */
export async function approveAndSign(api: FrameApi, token: string | undefined, request: ApprovedRequest): Promise<ApprovalOutcome> {
  const body = { method: request.method, params: request.params ?? [], chainId: request.chainId }
  try {
    if (!token) throw new FrameApiError('Not signed in', 401)
    const approval = await api.call('approvals', body, { token })
    const approvalId = typeof approval === 'object' && approval !== null && 'approvalId' in approval ? approval.approvalId : undefined
    if (typeof approvalId !== 'string') throw new FrameApiError('The approval was not recorded', 502)
    const answer = await api.call('rpc', { ...body, approvalId }, { token })
    return { status: 'signed', result: typeof answer === 'object' && answer !== null && 'result' in answer ? answer.result : null }
  } catch (error) {
    return { status: 'failed', message: error instanceof Error ? error.message : String(error), code: error instanceof FrameApiError ? error.code : undefined }
  }
}
