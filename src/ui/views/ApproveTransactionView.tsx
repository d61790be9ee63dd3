import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import { withSlice } from '../withSlice'
import type { AuthConnector } from '../../kernel/auth/AuthConnector'
import { Alert } from '../components/Alert'
import { Button } from '../components/Button'
import { useStyles } from '../components/styleHost'
import { useKit } from '../KitContext'
import { ApprovalFrame } from './ApprovalFrame'
import { APPROVE_CSS } from './approveStyles'

/**
 * An unsafe embedded-wallet request waiting for the visitor (§4, §6), shown in the secure site's approval
 * frame: what is asked in plain words, Approve or Reject (the dApp's call then rejects with 4001). A refused
 * method's error shows here too.
 */
const ApproveTransactionView = withSlice('auth', observer(function ApproveTransactionView({ store: auth }: { readonly store: AuthConnector }) {
  const kit = useKit()
  useStyles('approve', APPROVE_CSS)
  const { shown: approval, refusal } = auth.queue
  const closeButton = useRef<HTMLButtonElement>(null)
  const showRefusal = !approval && refusal !== undefined
  // The refusal replaces what was there: its only action takes focus.
  useEffect(() => {
    if (showRefusal) closeButton.current?.focus()
  }, [showRefusal])
  if (approval) {
    return (
      <section className="gw-approve" data-testid="gw-approve-transaction" data-method={approval.method}>
        <ApprovalFrame key={approval.id} approval={approval} url={auth.approvalFrameUrl} origin={auth.origin} theme={auth.approvalTheme} onOutcome={auth.queue.settle} />
      </section>
    )
  }
  return (
    <section className="gw-approve" data-testid="gw-approve-transaction">
      {showRefusal ? (
        <>
          <Alert testId="gw-approve-error">{refusal}</Alert>
          <Button variant="secondary" ref={closeButton} onClick={() => void kit.close()}>
            Close
          </Button>
        </>
      ) : (
        <p className="gw-muted" role="status" data-testid="gw-approve-empty">
          Nothing to approve
        </p>
      )}
    </section>
  )
}))

export default ApproveTransactionView
