import { AuthError } from 'gangway/plugin'
import { RESULT_URI_PARAM } from './resultUriParam'

/**
 * §5: inside Telegram the provider's page replaces the app, so the app's URL rides in the login URL's state
 * (`<state>-<encoded app URL>`); the secure site sends the visitor back there with result_uri. The login URL
 * must carry a 'state=' parameter. The fragment stays behind: a mini-app keeps its signed launch data there.
 */
export function formatTelegramSocialLoginUrl(loginUrl: string, appUrl: string): string {
  const url = new URL(loginUrl)
  const state = url.searchParams.get('state')
  if (!state) throw new AuthError('INVALID_TELEGRAM_URL')
  const back = new URL(appUrl)
  back.searchParams.delete(RESULT_URI_PARAM)
  back.hash = ''
  url.searchParams.set('state', `${state}-${encodeURIComponent(back.toString())}`)
  return url.toString()
}
