/** Intersection Observer v2 (Chromium): `isVisible` is false while anything covers, fades or warps the target. */
interface VisibilityObserverInit extends IntersectionObserverInit {
  readonly trackVisibility: boolean
  readonly delay: number
}

export interface SeenWindow {
  readonly IntersectionObserver: typeof IntersectionObserver
  readonly IntersectionObserverEntry: typeof IntersectionObserverEntry
  readonly document: Pick<Document, 'visibilityState'>
  setTimeout(handler: () => void, ms: number): number
  clearTimeout(id: number | undefined): void
}

/**
 * Against clickjacking by the page around the frame: `button` is enabled only once `target` has been in
 * view, uncovered and unfaded for `ms` (where the browser can tell, Intersection Observer v2; elsewhere in
 * view with the page visible), and disabled again whenever that stops. Returns the disposer.
 */
export function enableWhenSeen(win: SeenWindow, target: Element, button: HTMLButtonElement, ms: number): () => void {
  const tracksVisibility = 'isVisible' in win.IntersectionObserverEntry.prototype
  let timer: number | undefined
  button.disabled = true
  const options: VisibilityObserverInit | IntersectionObserverInit = tracksVisibility ? { threshold: 1, trackVisibility: true, delay: 100 } : { threshold: 1 }
  const observer = new win.IntersectionObserver(
    (entries) => {
      const entry = entries[entries.length - 1]
      if (!entry) return
      const seen = tracksVisibility ? (entry as IntersectionObserverEntry & { readonly isVisible: boolean }).isVisible : entry.isIntersecting && win.document.visibilityState === 'visible'
      win.clearTimeout(timer)
      if (!seen) {
        button.disabled = true
        return
      }
      timer = win.setTimeout(() => (button.disabled = false), ms)
    },
    options,
  )
  observer.observe(target)
  return () => {
    win.clearTimeout(timer)
    observer.disconnect()
  }
}
