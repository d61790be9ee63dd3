import { makeAutoObservable, reaction, runInAction } from 'mobx'
import { alertFor, AuthError, connectionText, type EmbeddedWallet, type PluginContext } from 'gangway/plugin'

export type FarcasterStatus = 'idle' | 'loading' | 'waiting' | 'connecting' | 'failed'

/** §8. */
export const FARCASTER_ERROR_TEXT = connectionText('FAILED_TO_CONNECT_FARCASTER')

export const FARCASTER_VIEW = 'ConnectingFarcaster'

/**
 * Farcaster sign-in (§4): no popup; the frame gives a link (shown as a QR code and a button) and then waits
 * until the visitor approves it in their Farcaster client. Leaving ConnectingFarcaster unconnected (§2) clears
 * the link, reloads the login frame (which drops its wait) and re-syncs the host app's data.
 */
export class FarcasterLoginFlow {
  url: string | undefined = undefined
  status: FarcasterStatus = 'idle'
  error: string | undefined = undefined
  private attempt = 0

  constructor(
    private readonly context: PluginContext,
    private readonly wallet: () => Promise<EmbeddedWallet>,
  ) {
    makeAutoObservable<FarcasterLoginFlow, 'context' | 'wallet' | 'attempt'>(this, { context: false, wallet: false, attempt: false }, { autoBind: true })
    context.onDispose(
      reaction(
        () => context.router.view,
        (view, previous) => {
          // Not while the approved login is connecting: that ends connected, or in its own error.
          if (previous === FARCASTER_VIEW && view !== FARCASTER_VIEW && context.account === undefined && this.status !== 'connecting') this.leave()
        },
      ),
    )
  }

  /** Fetches the link (unless one is shown) and waits for its approval; the outcome is in `status` and `error`. */
  async start(): Promise<void> {
    if (this.status === 'loading' || this.status === 'waiting' || this.status === 'connecting') return
    const attempt = ++this.attempt
    const { context } = this
    const current = () => attempt === this.attempt && !context.isDestroyed
    this.set('loading', undefined)
    context.emit('SOCIAL_LOGIN_STARTED', { provider: 'farcaster' })
    try {
      const wallet = await this.wallet()
      const { url } = await wallet.request('GET_FARCASTER_URI', {})
      if (!current()) return
      if (!/^https?:\/\//.test(url)) throw new AuthError('NOT_A_FARCASTER_LINK', { values: { url } })
      runInAction(() => {
        this.url = url
        this.status = 'waiting'
      })
      await wallet.request('CONNECT_FARCASTER', {})
      if (!current()) return
      this.set('connecting', undefined)
      await wallet.connect({ method: 'social', provider: 'farcaster' })
      if (!current()) return
      runInAction(() => {
        this.url = undefined
        this.status = 'idle'
      })
      context.emit('SOCIAL_LOGIN_SUCCESS', { provider: 'farcaster', caipNetworkId: context.network?.caipNetworkId })
    } catch (error) {
      if (!current()) return
      console.error('[gangway] Farcaster login failed', error)
      const alert = alertFor(error)
      if (alert) context.alert(alert)
      this.set('failed', FARCASTER_ERROR_TEXT)
      context.emit('SOCIAL_LOGIN_ERROR', { provider: 'farcaster', message: FARCASTER_ERROR_TEXT })
    }
  }

  /** §2 leaving the view unconnected. */
  leave(): void {
    this.attempt++
    this.url = undefined
    this.set('idle', undefined)
    const { context } = this
    void this.wallet()
      .then(async (wallet) => {
        await wallet.reload()
        await wallet.request('SYNC_DAPP_DATA', { projectId: context.projectId, sdkVersion: context.sdkVersion, metadata: context.metadata })
      })
      .catch((error: unknown) => console.warn('[gangway] could not reload the login frame', error))
  }

  private set(status: FarcasterStatus, error: string | undefined): void {
    this.status = status
    this.error = error
  }
}
