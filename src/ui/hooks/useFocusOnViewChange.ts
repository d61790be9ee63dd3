import { useEffect, useRef, type RefObject } from 'react'

/**
 * When the view changes inside the open dialog (a push, or Back, whose button may vanish), focus would
 * fall to <body>, outside the dialog. Move it to the new view's title instead, so keyboard and screen
 * reader users land at the top of what they just opened.
 */
export function useFocusOnViewChange(dialogRef: RefObject<HTMLElement | null>, view: string, enabled: boolean): void {
  const previous = useRef(view)
  useEffect(() => {
    if (previous.current === view) return
    previous.current = view
    if (!enabled) return
    dialogRef.current?.querySelector<HTMLElement>('[data-testid="gw-header-title"]')?.focus({ preventScroll: true })
  }, [dialogRef, view, enabled])
}
