import { observer } from 'mobx-react-lite'
import { lazy, Suspense } from 'react'
import { useKit } from '../KitContext'

// Alerts are rare: their texts (the §8 catalogue), styles and markup load when one first shows.
const AlertContent = lazy(() => import('./AlertContent'))

export const AlertBanner = observer(function AlertBanner() {
  const { alerts } = useKit()
  if (!alerts.current) return null
  return (
    <Suspense fallback={null}>
      <AlertContent alert={alerts.current} onDismiss={alerts.dismiss} />
    </Suspense>
  )
})
