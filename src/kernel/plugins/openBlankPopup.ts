export interface BlankPopupOptions {
  /** The window's name (a second open with it reuses the window). */
  readonly name: string
  /** Its title and the line it shows until it is sent to the real page. */
  readonly title: string
  readonly loadingText: string
  /** AppKit's popup size, 600 × 800, unless said. */
  readonly width?: number
  readonly height?: number
}

/**
 * Opens an empty popup, centred on the page's window, to send to a provider's page once its URL is known. Call it
 * synchronously inside the click, before anything is awaited: browsers block a window opened after an await. Null
 * when the browser blocked it anyway (offer a link then). The opener is kept, so the kit may close the window later.
 */
export function openBlankPopup({ name, title, loadingText, width = 600, height = 800 }: BlankPopupOptions): Window | null {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2))
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2))
  const popup = window.open('', name, `popup=yes,width=${width},height=${height},left=${left},top=${top}`)
  if (!popup) return null
  try {
    popup.document.title = title
    popup.document.body.style.cssText = 'margin:0;display:grid;place-items:center;height:100vh;font:15px system-ui,sans-serif;color:#555'
    popup.document.body.textContent = loadingText
  } catch {
    // A window of that name already showing another origin's page: it is navigated all the same.
  }
  return popup
}
