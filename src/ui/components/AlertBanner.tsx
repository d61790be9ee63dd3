import { observer } from 'mobx-react-lite'
import { useKit } from '../KitContext'
import { CloseIcon } from './icons'

export const AlertBanner = observer(function AlertBanner() {
  const { alerts } = useKit()
  const alert = alerts.current
  if (!alert) return null
  return (
    <div className="gw-alert" role="alert" data-testid="gw-alert" data-alert={alert.id} data-variant={alert.variant}>
      <div>
        <p className="gw-alert-title">{alert.title}</p>
        <p className="gw-alert-text">{alert.text}</p>
        {alert.detail && <p className="gw-alert-text gw-alert-detail">{alert.detail}</p>}
      </div>
      <button type="button" className="gw-icon-button" aria-label="Dismiss alert" onClick={alerts.dismiss}>
        <CloseIcon size={12} />
      </button>
    </div>
  )
})
