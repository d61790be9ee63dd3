import { APPROVAL_EVENT_PREFIX, APPROVAL_REQUEST, parseApprovalFrameMessage, type ApprovalOutcome, type ApprovalTheme } from '../../protocol/approvalEvents'
import type { ApprovalMethod } from '../../protocol/walletMethods'

export interface ApprovalFrameRequest {
  readonly id: string
  readonly method: ApprovalMethod
  readonly params: unknown
  /** An EIP-155 chain id, or 'solana:<ref>' for the solana_* methods. */
  readonly chainId: number | string
}

export interface ApprovalFrameLink {
  /** The window that receives the frame's messages (the host page's). */
  readonly host: Pick<Window, 'addEventListener' | 'removeEventListener'>
  /** The approval frame's window, once it exists. */
  frame(): Pick<Window, 'postMessage'> | null | undefined
  /** The secure site's origin: the only origin the frame's messages may come from. */
  readonly origin: string
  readonly request: ApprovalFrameRequest
  readonly theme: ApprovalTheme
  onSize(height: number): void
  onOutcome(outcome: ApprovalOutcome): void
}

/**
 * Talks to one approval frame: hands it its request when it says it is ready, follows its height, and
 * settles the request with the outcome it reports. Only messages from that frame's window on the secure
 * origin count. Returns the disposer.
 */
export function connectApprovalFrame(link: ApprovalFrameLink): () => void {
  const { request } = link
  let settled = false
  const receive = (event: MessageEvent<unknown>): void => {
    const frame = link.frame()
    if (!frame || event.source !== frame || event.origin !== link.origin) return
    const message = parseApprovalFrameMessage(event.data)
    if (!message) return
    if (message.type === `${APPROVAL_EVENT_PREFIX}READY`) {
      frame.postMessage({ type: APPROVAL_REQUEST, id: request.id, payload: { method: request.method, params: request.params, chainId: request.chainId, theme: link.theme } }, link.origin)
    } else if (message.type === `${APPROVAL_EVENT_PREFIX}SIZE`) {
      link.onSize(message.height)
    } else if (message.id === request.id && !settled) {
      settled = true
      link.onOutcome(message.outcome)
    }
  }
  link.host.addEventListener('message', receive as EventListener)
  return () => link.host.removeEventListener('message', receive as EventListener)
}
