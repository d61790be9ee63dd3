import { useEffect, type RefObject } from 'react'

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.hasAttribute('inert'))
}

/** The element focused inside the shadow root (document.activeElement is the host). */
function activeIn(container: HTMLElement): Element | null {
  const root = container.getRootNode()
  return root instanceof ShadowRoot ? root.activeElement : document.activeElement
}

/**
 * Keeps Tab and Shift+Tab inside the dialog, closes on Escape, focuses the dialog once it has painted and gives
 * focus back to whatever had it before (the opener) when it closes.
 */
export function useFocusTrap(dialogRef: RefObject<HTMLElement | null>, onEscape: () => void, enabled = true): void {
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog || !enabled) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    // Focus moves right after the dialog's first paint: focusing inside the commit would force a style
    // pass before the browser can paint the modal (measured: ~8 ms on the first open).
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (!dialog.contains(activeIn(dialog))) (focusables(dialog)[0] ?? dialog).focus({ preventScroll: true })
      }, 0)
    })

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        onEscape()
        return
      }
      if (event.key !== 'Tab') return
      const items = focusables(dialog)
      if (items.length === 0) {
        event.preventDefault()
        dialog.focus()
        return
      }
      const current = activeIn(dialog)
      const index = current ? items.indexOf(current as HTMLElement) : -1
      const next = event.shiftKey ? (index <= 0 ? items.length - 1 : index - 1) : index === items.length - 1 ? 0 : index + 1
      event.preventDefault()
      items[next]?.focus()
    }
    document.addEventListener('keydown', onKeyDown, true)
    return () => {
      cancelAnimationFrame(frame)
      if (timer) clearTimeout(timer)
      document.removeEventListener('keydown', onKeyDown, true)
      if (opener?.isConnected) opener.focus({ preventScroll: true })
    }
  }, [dialogRef, onEscape, enabled])
}
