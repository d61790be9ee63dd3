import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useRef } from 'react'
import { ANIMATION_MS } from '../kernel/constants'
import type { RouteEntry } from '../kernel/router/views'
import { useKit } from './KitContext'
import { AlertBanner } from './components/AlertBanner'
import { Header, TITLE_ID } from './components/Header'
import { Toast } from './components/Toast'
import { useExitTransition } from './hooks/useExitTransition'
import { useFocusOnViewChange } from './hooks/useFocusOnViewChange'
import { useFocusTrap } from './hooks/useFocusTrap'
import { useIsWarmup } from './WarmupContext'
import { ViewSwitch } from './views/ViewSwitch'

/** The modal: overlay, dialog, header, alert, the current view and the toast. Renders nothing when closed. */
export const ModalShell = observer(function ModalShell() {
  const kit = useKit()
  const state = useExitTransition(kit.modal.isOpen, ANIMATION_MS.modal)
  const lastRoute = useRef<RouteEntry>(kit.router.current)
  if (kit.modal.isOpen) lastRoute.current = kit.router.current
  if (state === 'closed') return null
  return <Dialog route={lastRoute.current} closing={state === 'closing'} />
})

export const Dialog = observer(function Dialog({ route, closing }: { readonly route: RouteEntry; readonly closing: boolean }) {
  const kit = useKit()
  const dialogRef = useRef<HTMLDivElement>(null)
  const close = useCallback(() => void kit.close(), [kit])
  const warmup = useIsWarmup()
  useEffect(() => {
    // Only hosts that set endpoints.fonts fetch this code.
    const fonts = kit.options.endpoints.fonts
    if (!warmup && fonts) void import('./loadFontsStylesheet').then(({ loadFontsStylesheet }) => loadFontsStylesheet(fonts))
  }, [kit, warmup])
  useFocusTrap(dialogRef, close, !warmup)
  useFocusOnViewChange(dialogRef, route.view, !warmup)
  return (
    <div
      className="gw-overlay"
      data-state={closing ? 'closing' : 'open'}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close()
      }}
    >
      <div
        ref={dialogRef}
        className="gw-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={TITLE_ID}
        tabIndex={-1}
        // The idle warm-up copy is not the dialog: tests and probes must never find it.
        data-testid={warmup ? undefined : 'gw-modal'}
        data-shake={kit.modal.shake}
      >
        <Toast />
        <Header view={route.view} />
        <AlertBanner />
        <div key={route.view} className="gw-body" data-view={warmup ? undefined : route.view}>
          <ViewSwitch route={route} />
        </div>
      </div>
    </div>
  )
})
