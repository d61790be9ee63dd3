/** The exchange's window: AppKit's popup size. */
export const PAY_WINDOW_SIZE = { width: 600, height: 800 } as const
export const PAY_WINDOW_NAME = 'gangway-pay'

/**
 * Opens the exchange's window, empty for now. Call it synchronously inside the click, before anything is awaited
 * (browsers block a window opened after an await); it is sent to the exchange once the session exists. Null when the
 * browser blocked it anyway (the view then offers a link). The opener is kept so the kit can close it (a failure).
 */
export function openPayWindow(): Window | null {
  const { width, height } = PAY_WINDOW_SIZE
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2))
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2))
  const popup = window.open('', PAY_WINDOW_NAME, `popup=yes,width=${width},height=${height},left=${left},top=${top}`)
  if (!popup) return null
  try {
    popup.document.title = 'Pay'
    popup.document.body.style.cssText = 'margin:0;display:grid;place-items:center;height:100vh;font:15px system-ui,sans-serif;color:#555'
    popup.document.body.textContent = "Loading the exchange's page…"
  } catch {
    // A window of that name already showing another origin's page: it is navigated all the same.
  }
  return popup
}
