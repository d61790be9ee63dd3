import { observer } from 'mobx-react-lite'
import { lazy, Suspense } from 'react'
import { useKit } from '../KitContext'

const ToastContent = lazy(() => import('./ToastContent'))

/** The live region is always there, so a toast's message is announced; its content loads with the first toast. */
export const Toast = observer(function Toast() {
  const { toast } = useKit()
  return (
    <div role="status" aria-live="polite">
      {toast.open && (
        <Suspense fallback={null}>
          <ToastContent message={toast.message} variant={toast.variant} />
        </Suspense>
      )}
    </div>
  )
})
