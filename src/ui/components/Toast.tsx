import { observer } from 'mobx-react-lite'
import { useKit } from '../KitContext'

export const Toast = observer(function Toast() {
  const { toast } = useKit()
  return (
    <div role="status" aria-live="polite">
      {toast.open && (
        <div className="gw-toast" data-testid="gw-toast" data-variant={toast.variant}>
          <span className="gw-toast-dot" aria-hidden="true" />
          {toast.message}
        </div>
      )}
    </div>
  )
})
