import * as z from 'zod/mini'
import { AuthError, SOCIAL_PROVIDERS, type PluginContext } from 'gangway/plugin'
import { PENDING_PROVIDER_KEY, type OAuthProvider, type SocialLoginFlow } from './SocialLoginFlow'
import { RESULT_URI_PARAM } from './resultUriParam'

export { formatTelegramSocialLoginUrl } from './telegramLoginUrl'
export { RESULT_URI_PARAM } from './resultUriParam'

/** Reads result_uri and removes it from the address at once (whatever happens next). */
export function takeResultUri(): string | undefined {
  const url = new URL(window.location.href)
  const value = url.searchParams.get(RESULT_URI_PARAM)
  if (value === null) return undefined
  url.searchParams.delete(RESULT_URI_PARAM)
  window.history.replaceState(window.history.state, '', url.toString())
  return value
}

/** §2, §8: a page loaded with result_uri finishes the Telegram social login; failures are logged and result_uri is cleared. */
export async function completeTelegramLogin(context: PluginContext, flow: SocialLoginFlow): Promise<void> {
  // Without the auth connector (no EVM adapter to take the embedded wallet) the result stays where it is.
  if (!(await context.embeddedWallet()).hasConnector) return
  const resultUri = takeResultUri()
  if (resultUri === undefined) return
  const stored = context.storage.get(PENDING_PROVIDER_KEY, z.string())
  context.storage.remove(PENDING_PROVIDER_KEY)
  if (context.account) return console.warn('[gangway] result_uri ignored: already connected')
  try {
    const provider = SOCIAL_PROVIDERS.find((name) => name === stored && name !== 'farcaster') as OAuthProvider | undefined
    if (!provider) throw new AuthError('NO_PENDING_SOCIAL')
    await flow.complete(provider, resultUri)
  } catch (error) {
    console.error('[gangway] Telegram social login failed', error)
    flow.reset()
  }
}
