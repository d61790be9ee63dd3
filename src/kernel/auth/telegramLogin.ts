import * as z from 'zod/mini'
import type { AppKit } from '../appkit'
import { SOCIAL_PROVIDERS } from '../types'
import { EMAIL_LOGIN_KEYS } from './emailLoginState'
import { socialOf } from './socialOf'
import type { OAuthProvider } from './SocialLoginFlow'

/** §2: the query parameter a Telegram mini-app's social login comes back with. */
export const RESULT_URI_PARAM = 'result_uri'

/**
 * §5: inside Telegram the provider's page replaces the app, so the app's URL rides in the login URL's state
 * (`<state>-<encoded app URL>`); the secure site sends the visitor back there with result_uri. The login URL
 * must carry a 'state=' parameter.
 */
export function formatTelegramSocialLoginUrl(loginUrl: string, appUrl: string): string {
  if (!loginUrl.includes('state=')) throw new Error("Invalid social login URL: it has no 'state=' parameter")
  const url = new URL(loginUrl)
  const back = new URL(appUrl)
  back.searchParams.delete(RESULT_URI_PARAM)
  url.searchParams.set('state', `${url.searchParams.get('state') ?? ''}-${encodeURIComponent(back.toString())}`)
  return url.toString()
}

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
export async function completeTelegramLogin(kit: AppKit): Promise<void> {
  const resultUri = takeResultUri()
  if (resultUri === undefined) return
  const stored = kit.storage.get(EMAIL_LOGIN_KEYS.pendingSocialProvider, z.string())
  kit.storage.remove(EMAIL_LOGIN_KEYS.pendingSocialProvider)
  const flow = socialOf(kit)
  try {
    if (!/^https?:\/\//.test(resultUri)) throw new Error(`result_uri is not a URL: ${resultUri.slice(0, 100)}`)
    const provider = SOCIAL_PROVIDERS.find((name) => name === stored && name !== 'farcaster') as OAuthProvider | undefined
    if (!provider) throw new Error('No social login was started from this page')
    await flow.complete(provider, resultUri)
  } catch (error) {
    console.error('[gangway] Telegram social login failed', error)
    flow.reset()
  }
}
