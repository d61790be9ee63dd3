import { makeAutoObservable, reaction, runInAction } from 'mobx'
import {
  alertFor,
  AuthError,
  codeOf,
  ConnectionError,
  FrameError,
  isTelegram,
  messageOf,
  parseSocialPopupMessage,
  type EmbeddedWallet,
  type PluginContext,
  type SocialProvider,
} from 'gangway/plugin'
import { formatTelegramSocialLoginUrl } from './telegramLoginUrl'

export type OAuthProvider = Exclude<SocialProvider, 'farcaster'>
/** 'popup': waiting on the popup; 'redirect': Telegram, the page is going to the provider; 'connecting': the result is being exchanged. */
export type SocialStep = 'idle' | 'popup' | 'redirect' | 'connecting'

/** After the poll finds the popup closed, how long a message it sent just before may still arrive. */
const CLOSED_GRACE_MS = 150

/** Telegram: the provider whose sign-in left the page, read back with result_uri (the plugin's storage). */
export const PENDING_PROVIDER_KEY = 'pendingProvider'

/** Ends a wait that a newer attempt (or the kit's end) replaced; never shown. */
const superseded = () => new ConnectionError('SUPERSEDED')

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
  /** The current attempt's popup and the end of its wait (message listener and 1 s poll). */
  private popup: Window | null = null
  private stopWaiting: ((reason: Error) => void) | undefined = undefined

  constructor(
    private readonly context: PluginContext,
    private readonly wallet: () => Promise<EmbeddedWallet>,
  ) {
    makeAutoObservable<SocialLoginFlow, 'context' | 'wallet' | 'attempt' | 'popup' | 'stopWaiting'>(
      this,
      { context: false, wallet: false, attempt: false, popup: false, stopWaiting: false },
      { autoBind: true },
    )
    context.onDispose(() => {
      this.attempt++
      this.stopWaiting?.(superseded())
      this.popup?.close()
    })
    // An old error does not outlive the modal, nor a connection made another way.
    context.onDispose(
      reaction(
        () => [context.isModalOpen, context.account !== undefined] as const,
        ([open, connected]) => {
          if ((!open || connected) && !this.busy) this.clearError()
        },
      ),
    )
  }

  get busy(): boolean {
    return this.step !== 'idle'
  }

  /**
   * `popup` is the window the click handler opened (about:blank) before any chunk or frame call; null when the
   * browser blocked it. Resolves when the attempt is over; its outcome is in `step` and `error`.
   */
  async connect(provider: OAuthProvider, popup: Window | null): Promise<void> {
    const { context } = this
    const attempt = ++this.attempt
    const current = () => attempt === this.attempt && !context.isDestroyed
    this.stopWaiting?.(superseded())
    // The same named window may come back for a second click: only a different, older one is closed.
    if (this.popup && this.popup !== popup) this.popup.close()
    this.popup = popup
    this.begin(provider, 'popup')
    context.emit('SOCIAL_LOGIN_STARTED', { provider })
    const telegram = typeof window !== 'undefined' && isTelegram(window)
    if (telegram) return this.leaveForProvider(provider, current)
    if (!popup) return this.fail(provider, new ConnectionError('POPUP_BLOCKED'))
    // §9: the popup is polled from the start, so closing it while its URL is fetched is noticed too.
    const popupDone = this.watchPopup(popup)
    popupDone.catch(() => undefined)
    try {
      const uri = await Promise.race([this.redirectUri(provider), popupDone.then(() => Promise.reject(new ConnectionError('FAILED_TO_INITIATE_SOCIAL')))])
      if (!current()) return
      context.emit('SOCIAL_LOGIN_REQUEST_USER_DATA', { provider })
      popup.location.href = uri
      // The secure site's page hands the provider's result to the frame itself; the host page never sees the code.
      const exchanged = this.wallet().then((wallet) => wallet.request('CONNECT_SOCIAL', {}))
      exchanged.catch(() => undefined)
      await Promise.race([exchanged, popupDone.then(() => runInAction(() => (this.step = 'connecting')))])
      await exchanged
      if (!current()) return
      this.stopWaiting?.(superseded())
      await this.finish(provider)
    } catch (error) {
      const code = codeOf(error)
      if (!current() || code === 'SUPERSEDED') return
      this.stopWaiting?.(superseded())
      popup.close()
      if (code === 'POPUP_CLOSED') context.emit('SOCIAL_LOGIN_CANCELED', { provider })
      this.fail(provider, error)
    }
  }

  /** Telegram's result_uri goes to the frame; the embedded wallet connects. */
  async complete(provider: OAuthProvider, resultUri: string): Promise<void> {
    // §5: a result is the secure site's own page, whoever handed it over.
    if (!this.isSecureSiteUrl(resultUri)) throw new AuthError('INVALID_SOCIAL_RESULT')
    this.begin(provider, 'connecting')
    await (await this.wallet()).request('CONNECT_SOCIAL', { uri: resultUri })
    await this.finish(provider)
  }

  private async finish(provider: OAuthProvider): Promise<void> {
    this.begin(provider, 'connecting')
    await (await this.wallet()).connect({ method: 'social', provider })
    this.begin(undefined, 'idle')
    this.context.emit('SOCIAL_LOGIN_SUCCESS', { provider, caipNetworkId: this.context.network?.caipNetworkId })
  }

  /** Back to idle, with no error (a Telegram result that failed is only logged). */
  reset(): void {
    this.begin(undefined, 'idle')
  }

  private async redirectUri(provider: OAuthProvider): Promise<string> {
    try {
      const { uri } = await (await this.wallet()).request('GET_SOCIAL_REDIRECT_URI', { provider })
      if (!/^https?:\/\//.test(uri)) throw new AuthError('NOT_A_SIGN_IN_URL', { values: { url: uri } })
      return uri
    } catch (error) {
      console.error('[gangway] social login: no redirect URI', error)
      this.raiseAlert(error)
      // Logged and alerted above; the visitor reads the §8 headline.
      throw new ConnectionError('FAILED_TO_INITIATE_SOCIAL')
    }
  }

  /**
   * Resolves when the secure site's page says it handed the result to the frame (RECEIVED: the popup closes
   * itself then); rejects with the page's error, or 'Popup closed' when the visitor closed it (polled every
   * second). §5: only the secure site's page in our own popup is listened to.
   */
  private watchPopup(popup: Window): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const onMessage = (event: MessageEvent) => {
        if (!this.isSecureSiteUrl(event.origin) || event.source !== popup) return
        const message = parseSocialPopupMessage(event.data)
        if (!message || message.type === '@gangway-social/RESULT') return
        stop()
        if (message.type === '@gangway-social/RECEIVED') resolve()
        else reject(new FrameError('REPLY_ERROR', { message: message.message }))
      }
      let grace: ReturnType<typeof setTimeout> | undefined
      const poll = setInterval(() => {
        if (!popup.closed || grace) return
        // The page posts RECEIVED and then closes itself: a message already on its way is let in first.
        grace = setTimeout(() => {
          stop()
          reject(new ConnectionError('POPUP_CLOSED'))
        }, CLOSED_GRACE_MS)
      }, this.context.timings.socialPopupPoll)
      const stop = () => {
        clearInterval(poll)
        clearTimeout(grace)
        window.removeEventListener('message', onMessage)
        this.stopWaiting = undefined
      }
      this.stopWaiting = (reason) => {
        stop()
        reject(reason)
      }
      window.addEventListener('message', onMessage)
    })
  }

  /** Telegram: the provider's page replaces this one and sends the visitor back with result_uri. */
  private async leaveForProvider(provider: OAuthProvider, current: () => boolean): Promise<void> {
    this.begin(provider, 'redirect')
    try {
      const url = formatTelegramSocialLoginUrl(await this.redirectUri(provider), window.location.href)
      if (!current()) return
      this.context.storage.set(PENDING_PROVIDER_KEY, provider)
      if (!window.open(url, '_top')) throw new AuthError('PAGE_NOT_LEFT')
    } catch (error) {
      console.error('[gangway] Telegram social login failed', error)
      this.context.storage.remove(PENDING_PROVIDER_KEY)
      if (current()) this.fail(provider, new ConnectionError('FAILED_TO_INITIATE_SOCIAL'))
    }
  }

  private isSecureSiteUrl(url: string): boolean {
    try {
      return new URL(url).origin === new URL(this.context.endpoints.secureSite).origin
    } catch {
      return false
    }
  }

  /** §8 provider errors (origin not allowed, frame not loading, …) raise their alert, as for e-mail login. */
  private raiseAlert(error: unknown): void {
    const alert = alertFor(error)
    if (alert) this.context.alert(alert)
  }

  private clearError(): void {
    this.error = undefined
  }

  private begin(provider: OAuthProvider | undefined, step: SocialStep): void {
    this.provider = provider
    this.step = step
    this.error = undefined
  }

  private fail(provider: OAuthProvider, error: unknown): void {
    const message = messageOf(error)
    this.raiseAlert(error)
    runInAction(() => {
      this.provider = provider
      this.step = 'idle'
      this.error = message
    })
    this.context.emit('SOCIAL_LOGIN_ERROR', { provider, message })
  }
}
