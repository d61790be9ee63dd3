import { observer } from 'mobx-react-lite'
import { Fragment, useEffect, useId, useRef } from 'react'
import { withSlice } from '../withSlice'
import type { AuthConnector } from '../../kernel/auth/AuthConnector'
import { Alert } from '../components/Alert'
import { Button } from '../components/Button'
import { useStyles } from '../components/styleHost'
import { useKit } from '../KitContext'
import { summarizeApproval } from './approvalSummary'
import { APPROVE_CSS } from './approveStyles'

/**
 * An unsafe embedded-wallet request waiting for the visitor (§4, §6): what is asked in plain words, Approve
 * or Reject (the dApp's call then rejects with 4001). A refused method's error shows here too.
 */
const ApproveTransactionView = withSlice('auth', observer(function ApproveTransactionView({ store: auth }: { readonly store: AuthConnector }) {
  const kit = useKit()
  useStyles('approve', APPROVE_CSS)
  const { approval, refusal } = auth
  const titleId = useId()
  const closeButton = useRef<HTMLButtonElement>(null)
  const showRefusal = !approval && refusal !== undefined
  // The refusal replaces what was there: its only action takes focus.
  useEffect(() => {
    if (showRefusal) closeButton.current?.focus()
  }, [showRefusal])
  if (approval) {
    const network = kit.networks.active
    const summary = summarizeApproval(approval.method, approval.params, network?.nativeCurrency)
    return (
      <section className="gw-approve" data-testid="gw-approve-transaction" data-method={approval.method} aria-labelledby={titleId}>
        <div className="gw-approve-card">
          <h3 className="gw-approve-title" id={titleId}>
            {summary.title}
          </h3>
          {summary.message && (
            <pre className={`gw-approve-message${summary.message.mono ? ' gw-approve-mono' : ''}`} data-testid="gw-approve-message" tabIndex={0}>
              {summary.message.text}
            </pre>
          )}
          <dl className="gw-approve-details">
            {summary.details.map((detail) => (
              <Fragment key={detail.label}>
                <dt>{detail.label}</dt>
                <dd className={detail.mono ? 'gw-approve-mono' : undefined}>{detail.value}</dd>
              </Fragment>
            ))}
            {network && (
              <>
                <dt>Network</dt>
                <dd>{network.name}</dd>
              </>
            )}
          </dl>
        </div>
        <div className="gw-approve-actions">
          <Button variant="secondary" data-testid="gw-reject" onClick={auth.rejectRequest}>
            Reject
          </Button>
          <Button data-testid="gw-approve" onClick={auth.approveRequest}>
            Approve
          </Button>
        </div>
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
