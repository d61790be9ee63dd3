import { ALERTS } from '../../kernel/alertCatalogue'
import type { ShownAlert } from '../../kernel/stores/AlertStore'
import { CloseIcon } from './icons'

const ALERT_CSS = /* css */ `
.gw-alert { display: flex; gap: 10px; align-items: flex-start; margin: 0 14px 8px; padding: 10px 12px; border-radius: calc(var(--gw-radius) * 3); background: var(--gw-alert-bg); color: var(--gw-fg); font-size: 1.25em; }
.gw-alert[data-variant="warning"] { background: var(--gw-warning-bg); }
.gw-alert[data-variant="info"] { background: var(--gw-surface); }
.gw-alert-title { font-weight: 600; margin: 0 0 2px; }
.gw-alert-text { margin: 0; color: var(--gw-fg-muted); }
.gw-alert-detail { margin-top: 4px; font-size: 0.92em; word-break: break-word; }
.gw-alert .gw-icon-button { width: 28px; height: 28px; margin-left: auto; flex: none; }
`

/** An alert of the §8 catalogue: title, meaning, optional detail, and a dismiss button. */
export default function AlertContent({ alert, onDismiss }: { readonly alert: ShownAlert; readonly onDismiss: () => void }) {
  const entry = ALERTS[alert.id]
  return (
    <>
      <style>{ALERT_CSS}</style>
      <div className="gw-alert" role="alert" data-testid="gw-alert" data-alert={alert.id} data-variant={entry.variant}>
        <div>
          <p className="gw-alert-title">{entry.title}</p>
          <p className="gw-alert-text">{entry.text}</p>
          {alert.detail && <p className="gw-alert-text gw-alert-detail">{alert.detail}</p>}
        </div>
        <button type="button" className="gw-icon-button" aria-label="Dismiss alert" onClick={onDismiss}>
          <CloseIcon size={12} />
        </button>
      </div>
    </>
  )
}
