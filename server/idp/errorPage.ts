/** The page shown when an authorization request or an interaction cannot go on. */
import { escapeHtml, htmlPage } from './htmlPage'

export function errorPage(error: string, description?: string): string {
  const detail = description === undefined ? '' : `<p>${escapeHtml(description)}</p>`
  return htmlPage(
    'Sign-in failed',
    `<p role="alert">${escapeHtml(error)}</p>${detail}<p>Close this window and start again from the app.</p>`,
  )
}
