import { useEffect, useRef, useState } from 'react'
import type { ApprovalOutcome, ApprovalTheme } from '../../protocol/approvalEvents'
import { connectApprovalFrame } from '../../kernel/auth/connectApprovalFrame'
import type { PendingApproval } from '../../kernel/auth/AuthConnector'

/** Until the frame reports its content's height; its lowest and highest. */
const INITIAL_HEIGHT = 260
const MIN_HEIGHT = 120
const MAX_HEIGHT = 520

export interface ApprovalFrameProps {
  readonly approval: PendingApproval
  readonly url: string
  readonly origin: string
  readonly theme: ApprovalTheme
  onOutcome(id: string, outcome: ApprovalOutcome): void
}

/**
 * The secure site's approval frame for one request: the site draws the request and its Approve and Reject
 * buttons, so no script of the host page can approve for the visitor (§6).
 */
export function ApprovalFrame({ approval, url, origin, theme, onOutcome }: ApprovalFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null)
  const [height, setHeight] = useState(INITIAL_HEIGHT)
  useEffect(
    () =>
      connectApprovalFrame({
        host: window,
        frame: () => frame.current?.contentWindow,
        origin,
        request: approval,
        theme,
        onSize: (value) => setHeight(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, value))),
        onOutcome: (outcome) => onOutcome(approval.id, outcome),
      }),
    // One frame per request: a new request remounts this component (keyed by its id).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [approval.id],
  )
  return (
    <iframe
      ref={frame}
      className="gw-approve-frame"
      data-testid="gw-approve-frame"
      title="Approve request"
      src={url}
      style={{ height }}
      sandbox="allow-scripts allow-same-origin"
      referrerPolicy="origin"
    />
  )
}
