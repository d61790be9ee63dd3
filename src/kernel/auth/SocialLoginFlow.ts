import { makeAutoObservable, runInAction } from 'mobx'
import type { AppKit } from '../appkit'
import { FLOW_ERROR_TEXTS } from '../flowErrors'
import { isTelegram } from '../isTelegram'
import type { SocialProvider } from '../types'
import type { AuthStore } from './AuthStore'
import { EMAIL_LOGIN_KEYS } from './emailLoginState'
import { parseSocialPopupMessage } from './socialMessages'
import { formatTelegramSocialLoginUrl } from './telegramLogin'

export type OAuthProvider = Exclude<SocialProvider, 'farcaster'>
export type SocialStep = 'idle' | 'popup' | 'connecting'

/** §8 and the kit's own social-login texts. */
export const SOCIAL_ERROR_TEXTS = {
  popupClosed: FLOW_ERROR_TEXTS.popupClosed,
  failedToInitiate: 'Failed to initiate social connection',
  popupBlocked: 'The browser blocked the sign-in window. Allow pop-ups for this site and try again.',
} as const

/**
 * Social login through a popup (§4): started, popup opened (600x800, by the click handler), redirect to the
 * provider URL the frame gives, the result message from the secure site's origin, connect through the frame,
 * success or error. Inside Telegram there is no popup: the page itself goes to the provider and comes back
 * with result_uri (telegramLogin.ts).
 */
export class SocialLoginFlow {
  provider: OAuthProvider | undefined = undefined
  step: SocialStep = 'idle'
  error: string | undefined = undefined
  private attempt = 0
  private stopWaiting: (() => void) | undefined = undefined

  constructor(
    private readonly kit: AppKit,
    private readonly auth: AuthStore,
  ) {
    makeAutoObservable<SocialLoginFlow, 'kit' | 'auth' | 'attempt' | 'stopWaiting'>(this, { kit: false, auth: false, attempt: false, stopWaiting: false }, { autoBind: true })
    kit.onDestroy(() => this.stopWaiting?.())
  }

  get busy(): boolean {
    return this.step !== 'idle'
  }

  /**
   * `popup` is the window the click handler opened (about:blank) before any chunk or frame call; null when the
   * browser blocked it. Resolves when the attempt is over; its outcome is in `step` and `error`.
   */
  async connect(provider: OAuthProvider, popup: Window | null): Promise<void> {
    const { kit } = this
    const attempt = ++this.attempt
    const current = () => attempt === this.attempt && !kit.isDestroyed
    this.stopWaiting?.()
    this.begin(provider)
    kit.events.emit('SOCIAL_LOGIN_STARTED', { provider })
    const telegram = typeof window !== 'undefined' && isTelegram(window)
    if (!telegram && !popup) return this.fail(provider, SOCIAL_ERROR_TEXTS.popupBlocked)
    let uri: string
    try {
      uri = (await this.auth.bridge().request('GET_SOCIAL_REDIRECT_URI', { provider })).uri
      if (!/^https?:\/\//.test(uri)) throw new Error(`Not a sign-in URL: ${uri}`)
    } catch (error) {
      console.error('[gangway] social login: no redirect URI', error)
      popup?.close()
      if (current()) this.fail(provider, SOCIAL_ERROR_TEXTS.failedToInitiate)
      return
    }
    if (!current()) return popup?.close()
    if (telegram) return this.leaveForProvider(provider, uri)
    kit.events.emit('SOCIAL_LOGIN_REQUEST_USER_DATA', { provider })
    try {
      popup!.location.href = uri
      const resultUri = await this.waitForResult(popup!)
      if (!current()) return
      runInAction(() => (this.step = 'connecting'))
      await this.complete(provider, resultUri)
    } catch (error) {
      if (!current()) return
      const message = error instanceof Error ? error.message : String(error)
      if (message === SOCIAL_ERROR_TEXTS.popupClosed) kit.events.emit('SOCIAL_LOGIN_CANCELED', { provider })
      this.fail(provider, message)
    }
  }

  /** The result (popup message or Telegram's result_uri) goes to the frame; the embedded wallet connects. */
  async complete(provider: OAuthProvider, resultUri: string): Promise<void> {
    this.begin(provider, 'connecting')
    await this.auth.bridge().request('CONNECT_SOCIAL', { uri: resultUri })
    await this.auth.finishFrameLogin({ method: 'social', provider })
    runInAction(() => this.begin(undefined, 'idle'))
    this.kit.events.emit('SOCIAL_LOGIN_SUCCESS', { provider, caipNetworkId: this.kit.networks.active?.caipNetworkId })
  }

  /** Resolves with the popup's result URI; rejects with its error, or 'Popup closed' (polled every second). */
  private waitForResult(popup: Window): Promise<string> {
    const origin = new URL(this.kit.options.endpoints.secureSite).origin
    return new Promise<string>((resolve, reject) => {
      const onMessage = (event: MessageEvent) => {
        // §5: only the secure site's page in our own popup may answer.
        if (event.origin !== origin || event.source !== popup) return
        const message = parseSocialPopupMessage(event.data)
        if (!message) return
        stop()
        if (message.type === '@gangway-social/RESULT') resolve(message.resultUri)
        else reject(new Error(message.message))
      }
      const poll = setInterval(() => {
        if (!popup.closed) return
        stop()
        reject(new Error(SOCIAL_ERROR_TEXTS.popupClosed))
      }, this.kit.options.timings.socialPopupPoll)
      const stop = () => {
        clearInterval(poll)
        window.removeEventListener('message', onMessage)
        this.stopWaiting = undefined
      }
      this.stopWaiting = stop
      window.addEventListener('message', onMessage)
    })
  }

  /** Telegram: the provider's page replaces this one and sends the visitor back with result_uri. */
  private leaveForProvider(provider: OAuthProvider, uri: string): void {
    try {
      const url = formatTelegramSocialLoginUrl(uri, window.location.href)
      this.kit.storage.set(EMAIL_LOGIN_KEYS.pendingSocialProvider, provider)
      window.open(url, '_top')
    } catch (error) {
      console.error('[gangway] Telegram social login failed', error)
      this.fail(provider, SOCIAL_ERROR_TEXTS.failedToInitiate)
    }
  }

  /** Back to idle, with no error (a Telegram result that failed is only logged). */
  reset(): void {
    this.begin(undefined, 'idle')
  }

  private begin(provider: OAuthProvider | undefined, step: SocialStep = 'popup'): void {
    this.provider = provider
    this.step = step
    this.error = undefined
  }

  private fail(provider: OAuthProvider, message: string): void {
    this.provider = provider
    this.step = 'idle'
    this.error = message
    this.kit.events.emit('SOCIAL_LOGIN_ERROR', { provider, message }, 'track')
  }
}
