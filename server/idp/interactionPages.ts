/** The sign-in and consent pages of an authorization request (`/interaction/<uid>`). */
import { escapeHtml, htmlPage } from './htmlPage'

const SCOPE_TEXT: Record<string, string> = {
  openid: 'Your account identifier',
  email: 'Your e-mail address',
  profile: 'Your name and user name',
}

export const WRONG_CREDENTIALS = 'Wrong e-mail or password'

export interface SignInPageInput {
  uid: string
  /** The provider this client stands in for, e.g. "Google". */
  providerName: string
  /** What was typed last time, kept after a failed attempt. */
  login?: string
  error?: string
}

export function signInPage({ uid, providerName, login = '', error }: SignInPageInput): string {
  const action = `/interaction/${encodeURIComponent(uid)}`
  const alert = error === undefined ? '' : `<p role="alert">${escapeHtml(error)}</p>`
  return htmlPage(
    `Sign in with ${providerName}`,
    `${alert}
<form method="post" action="${action}/login">
<label for="login">E-mail</label>
<input id="login" name="login" data-testid="idp-login" autocomplete="username" autofocus required value="${escapeHtml(login)}">
<label for="password">Password</label>
<input id="password" type="password" name="password" data-testid="idp-password" autocomplete="current-password" required>
<div class="actions">
<button type="submit" formaction="${action}/abort" formnovalidate data-testid="idp-cancel">Cancel</button>
<button type="submit" class="primary" data-testid="idp-submit">Sign in</button>
</div>
</form>`,
  )
}

export interface ConsentPageInput {
  uid: string
  providerName: string
  /** Who is signed in, as shown to them (their e-mail, or their user name when they have none). */
  account: string
  scopes: readonly string[]
}

export function consentPage({ uid, providerName, account, scopes }: ConsentPageInput): string {
  const action = `/interaction/${encodeURIComponent(uid)}`
  const items = scopes.map((scope) => `<li>${escapeHtml(SCOPE_TEXT[scope] ?? scope)} <small>(${escapeHtml(scope)})</small></li>`)
  return htmlPage(
    `Sign in with ${providerName}`,
    `<p>Signed in as <strong>${escapeHtml(account)}</strong>.</p>
<p>Gangway wants to see:</p>
<ul>${items.join('')}</ul>
<form method="post" action="${action}/confirm">
<div class="actions">
<button type="submit" formaction="${action}/abort" data-testid="idp-consent-deny">Deny</button>
<button type="submit" class="primary" data-testid="idp-consent-allow">Allow</button>
</div>
</form>`,
  )
}
