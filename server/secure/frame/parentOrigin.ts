/** What the frame page needs of its window to find who framed it. */
export interface FramedWindow {
  readonly parent: unknown
  readonly location: { readonly ancestorOrigins?: { readonly length: number; readonly [index: number]: string } }
  readonly document: { readonly referrer: string }
}

/**
 * The origin of the page that frames this one: `location.ancestorOrigins[0]` (Chromium, Safari), else the
 * referrer's origin (Firefox). Undefined when the page is not framed or the parent's origin is opaque.
 */
export function findParentOrigin(win: FramedWindow): string | undefined {
  if (win.parent === win) return undefined
  const ancestors = win.location.ancestorOrigins
  let origin: string | undefined = ancestors && ancestors.length > 0 ? ancestors[0] : undefined
  if (origin === undefined) {
    try {
      origin = new URL(win.document.referrer).origin
    } catch {
      return undefined
    }
  }
  return origin === 'null' || origin === '' ? undefined : origin
}
