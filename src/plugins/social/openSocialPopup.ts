/** §4: the popup's size. */
export const SOCIAL_POPUP_SIZE = { width: 600, height: 800 } as const
export const SOCIAL_POPUP_NAME = 'gangway-social-login'

/**
 * Opens the empty sign-in popup. Call it synchronously inside the click handler, before any chunk load or
 * frame call: browsers block a window opened after an await. Null when the browser blocked it anyway.
 */
export function openSocialPopup(): Window | null {
  const { width, height } = SOCIAL_POPUP_SIZE
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2))
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2))
  const popup = window.open('', SOCIAL_POPUP_NAME, `popup=yes,width=${width},height=${height},left=${left},top=${top}`)
  if (popup) {
    // An about:blank page of our own origin until the provider's URL is known.
    try {
      popup.document.title = 'Signing in…'
      popup.document.body.style.cssText = 'margin:0;display:grid;place-items:center;height:100vh;font:15px system-ui,sans-serif;color:#555'
      popup.document.body.textContent = 'Loading the sign-in page…'
    } catch {
      // A window of that name already showing another origin's page: it is navigated all the same.
    }
  }
  return popup
}
