/** The Farcaster stand-in's pages: pick a test account to approve a channel, and the result. */
import type { FarcasterTestAccount } from './farcasterAccounts'
import type { FarcasterChannel } from './farcasterChannels'
import { escapeHtml, htmlPage } from './htmlPage'

const TITLE = 'Sign in with Farcaster'

export function farcasterApprovePage(channel: FarcasterChannel, approvePath: string, accounts: readonly FarcasterTestAccount[]): string {
  const rows = accounts.map(
    (account) => `<li><form method="post" action="${escapeHtml(approvePath)}">
<input type="hidden" name="channelToken" value="${escapeHtml(channel.token)}">
<input type="hidden" name="fid" value="${account.fid}">
<strong>${escapeHtml(account.displayName)}</strong> @${escapeHtml(account.username)} (fid ${account.fid})
<div class="actions"><button type="submit" class="primary" data-testid="farcaster-approve-${escapeHtml(account.username)}">Approve</button></div>
</form></li>`,
  )
  return htmlPage(
    TITLE,
    `<p><strong>${escapeHtml(channel.domain)}</strong> asks you to sign in (${escapeHtml(channel.siweUri)}).</p>
<p>Choose a test account:</p>
<ul>${rows.join('\n')}</ul>`,
  )
}

export function farcasterApprovedPage(account: FarcasterTestAccount): string {
  return htmlPage(TITLE, `<p role="status">Approved. You can go back to the app.</p><p>Signed in as @${escapeHtml(account.username)}.</p>`)
}

export function farcasterProblemPage(message: string): string {
  return htmlPage(TITLE, `<p role="alert">${escapeHtml(message)}</p>`)
}
