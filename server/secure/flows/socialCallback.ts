import type { SecureContext } from '../secureContext'
import { SOCIAL_ERRORS, unsupportedProvider } from '../social/socialErrors'
import { isOAuthSocialProvider } from '../social/socialProviders'
import type { SocialProviderConfig } from '../social/socialProviderConfig'
import type { OAuthSocialProvider } from '../../idp/localSocialClients'
import { parseReturnedState } from '../social/socialState'
import { findSocialState } from '../store/socialStates'

/** What the callback page (the popup's last page) does. */
export type CallbackOutcome =
  /** Post RESULT with this URI to the opener, at exactly this origin. */
  | { kind: 'result'; resultUri: string; targetOrigin: string }
  /** Telegram mini-app: back to the app with result_uri. */
  | { kind: 'redirect'; location: string }
  /** Show it, and post ERROR (no secret in it) to any opener. */
  | { kind: 'error'; message: string }

export const FOREIGN_APP = 'This sign-in cannot return to that page'

/**
 * The provider redirected the popup here (`?code&state` or `?error&state`). The state is looked up, not used
 * up (the frame's CONNECT_SOCIAL uses it). A Telegram suffix on the state sends the browser back to the
 * app's URL, which must be on the origin the sign-in started from.
 */
export async function socialCallback(
  ctx: SecureContext,
  configs: Readonly<Record<OAuthSocialProvider, SocialProviderConfig>>,
  provider: string,
  search: string,
): Promise<CallbackOutcome> {
  if (!isOAuthSocialProvider(provider)) return { kind: 'error', message: unsupportedProvider(provider) }
  const returned = parseReturnedState(new URLSearchParams(search).get('state') ?? undefined)
  const stored = returned && (await findSocialState(ctx, returned.state))
  if (!returned || !stored || stored.expired || stored.provider !== provider) return { kind: 'error', message: SOCIAL_ERRORS.invalidState }
  if (stored.used) return { kind: 'error', message: SOCIAL_ERRORS.stateUsed }
  // Built from the configured redirect URI, the very origin and path CONNECT_SOCIAL accepts.
  const pageUrl = new URL(`${configs[provider].redirectUri}${search}`)
  if (returned.telegramAppUrl === undefined) return { kind: 'result', resultUri: pageUrl.href, targetOrigin: stored.parentOrigin }
  let app: URL
  try {
    app = new URL(returned.telegramAppUrl)
  } catch {
    return { kind: 'error', message: FOREIGN_APP }
  }
  if ((app.protocol !== 'https:' && app.protocol !== 'http:') || app.origin !== stored.parentOrigin) return { kind: 'error', message: FOREIGN_APP }
  pageUrl.searchParams.set('state', returned.state)
  app.searchParams.set('result_uri', pageUrl.href)
  return { kind: 'redirect', location: app.href }
}
