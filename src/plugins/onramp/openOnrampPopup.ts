/** The provider's window: AppKit's size for it. */
export const ONRAMP_POPUP_SIZE = { width: 600, height: 800 } as const
export const ONRAMP_POPUP_NAME = 'gangway-onramp'

/**
 * Opens the provider's window, empty for now. Call it synchronously inside the click handler, before any request:
 * browsers block a window opened after an await. Null when the browser blocked it anyway (the view then offers a
 * link). Its opener is kept (as AppKit keeps it): cutting it would also take away the kit's right to close the window
 * once it shows the provider's origin (Cancel, a failure).
 */
export function openOnrampPopup(): Window | null {
  const { width, height } = ONRAMP_POPUP_SIZE
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2))
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2))
  const popup = window.open('', ONRAMP_POPUP_NAME, `popup=yes,width=${width},height=${height},left=${left},top=${top}`)
  if (!popup) return null
  try {
    popup.document.title = 'Buy crypto'
    popup.document.body.style.cssText = 'margin:0;display:grid;place-items:center;height:100vh;font:15px system-ui,sans-serif;color:#555'
    popup.document.body.textContent = "Loading the provider's checkout…"
  } catch {
    // A window of that name already showing another origin's page: it is navigated all the same.
  }
  return popup
}
