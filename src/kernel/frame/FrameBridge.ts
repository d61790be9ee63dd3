import { FRAME_REQUESTS, APP_EVENT_PREFIX, FRAME_EVENT_PREFIX, parseFrameMessage, type FrameReplyPayload, type FrameRequestPayload, type FrameRequestType, type FrameUrlParams } from '../../protocol/frameEvents'
import { apiErrorCodeOf } from '../../protocol/apiErrors'
import { FrameError, type FrameErrorCode } from '../errors/frame'
import { limitedWarning } from '../../protocol/limitedWarning'

export type FrameState = 'idle' | 'loading' | 'ready' | 'failed'

const looksLikeFrameMessage = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && typeof (data as { type?: unknown }).type === 'string' && (data as { type: string }).type.startsWith(FRAME_EVENT_PREFIX)

export interface FrameBridgeOptions {
  /** The secure site's base URL (endpoints.secureSite); its origin is the only one messages are taken from. */
  readonly secureSiteUrl: string
  readonly params: FrameUrlParams
  readonly timings: { readonly frameReadyDelay: number; readonly frameLoadTimeout: number; readonly frameRequestTimeout: number }
  /** Where the hidden iframe goes (default document.body). */
  readonly container?: () => HTMLElement
  readonly onStateChange?: (state: FrameState) => void
  /** The frame's window (default iframe.contentWindow); tests stand in for it. */
  readonly frameWindow?: (iframe: HTMLIFrameElement) => FrameWindow | null
}

/** What the bridge needs of the frame's window: somewhere to post, and an identity to check replies against. */
export type FrameWindow = Pick<Window, 'postMessage'>

interface Pending {
  readonly type: FrameRequestType
  readonly resolve: (payload: unknown) => void
  readonly reject: (error: Error) => void
  readonly timer: ReturnType<typeof setTimeout> | undefined
}

/**
 * The bridge to the hidden login frame (§4, §7, §8): made on first use; loading → ready (the frame's READY,
 * then 500 ms); each request a random id answered by its matching success or error reply; every message
 * checked against its schema and its origin, and posted to the exact secure-site origin.
 */
export class FrameBridge {
  private stateValue: FrameState = 'idle'
  private iframe: HTMLIFrameElement | undefined
  private loading: Promise<void> | undefined
  private readonly pending = new Map<string, Pending>()
  private readonly origin: string
  private onReady: (() => void) | undefined
  /** Set while reload() waits for the reloaded page's READY. */
  private onReloaded: (() => void) | undefined = undefined
  private cancelReload: ((reason: FrameErrorCode) => void) | undefined = undefined
  private reloading: Promise<void> | undefined = undefined
  /** The RELOAD request's id: its reply is expected and needs no handler. */
  private reloadId: string | undefined = undefined
  private readyTimer: ReturnType<typeof setTimeout> | undefined

  constructor(private readonly options: FrameBridgeOptions) {
    this.origin = new URL(options.secureSiteUrl).origin
  }

  get state(): FrameState {
    return this.stateValue
  }

  /** An RPC request waits for the frame's answer (closing the modal aborts it: RPC_ABORT). */
  get rpcPending(): boolean {
    return [...this.pending.values()].some((pending) => pending.type === 'RPC_REQUEST')
  }

  /** The frame URL (§7): projectId, chainId, version, enableLogger and rpcUrl. */
  get url(): string {
    const url = new URL('/frame', this.options.secureSiteUrl)
    for (const [key, value] of Object.entries(this.options.params)) url.searchParams.set(key, value)
    return url.toString()
  }

  /** Creates the frame once and resolves when it is ready; not ready within the §9 load timeout: 'iframe_load_failed'. */
  load(): Promise<void> {
    this.loading ??= new Promise<void>((resolve, reject) => {
      this.setState('loading')
      window.addEventListener('message', this.receive)
      const iframe = document.createElement('iframe')
      iframe.src = this.url
      iframe.title = 'Gangway secure login'
      iframe.setAttribute('aria-hidden', 'true')
      iframe.tabIndex = -1
      iframe.style.cssText = 'position:fixed;width:0;height:0;border:0;opacity:0;pointer-events:none;'
      const timeout = setTimeout(() => {
        this.abort('LOAD_TIMEOUT')
        reject(new FrameError('LOAD_TIMEOUT'))
      }, this.options.timings.frameLoadTimeout)
      this.onReady = () => {
        clearTimeout(timeout)
        this.readyTimer = setTimeout(() => {
          if (this.stateValue !== 'loading') return
          this.setState('ready')
          resolve()
        }, this.options.timings.frameReadyDelay)
      }
      this.iframe = iframe
      ;(this.options.container?.() ?? document.body).appendChild(iframe)
    })
    return this.loading
  }

  /** Sends one request and waits for its reply; a reply error rejects with its message (else 'An error occurred'). */
  async request<T extends FrameRequestType>(type: T, payload: FrameRequestPayload<T>): Promise<FrameReplyPayload<T>> {
    await this.load()
    const checked = FRAME_REQUESTS[type].request.safeParse(payload)
    if (!checked.success) throw new FrameError('INVALID_REQUEST', { values: { type, reason: checked.error.issues[0]?.message ?? 'bad payload' } })
    const target = this.frameWindow()
    if (!target) throw new FrameError('IFRAME_NOT_SET')
    const id = crypto.randomUUID()
    return new Promise<FrameReplyPayload<T>>((resolve, reject) => {
      // §9 request timeout: a connect request waits for the visitor that long; nothing else waits longer.
      const timer = setTimeout(() => this.settle(id, new FrameError('REQUEST_TIMEOUT')), this.options.timings.frameRequestTimeout)
      this.pending.set(id, { type, resolve: resolve as (payload: unknown) => void, reject, timer })
      target.postMessage({ type: `${APP_EVENT_PREFIX}${type}`, id, payload: checked.data }, this.origin)
    })
  }

  /**
   * Reloads the frame page (RELOAD) and resolves once the new page is ready (READY, then the §9 delay).
   * Meanwhile the bridge is loading again: requests wait for the new page instead of reaching the old one.
   */
  reload(): Promise<void> {
    this.reloading ??= this.reloadPage().finally(() => (this.reloading = undefined))
    return this.reloading
  }

  private async reloadPage(): Promise<void> {
    await this.load()
    const target = this.frameWindow()
    if (!target) throw new FrameError('IFRAME_NOT_SET')
    const ready = new Promise<void>((resolve, reject) => {
      const timeout = setTimeout(() => {
        this.abort('LOAD_TIMEOUT')
        reject(new FrameError('LOAD_TIMEOUT'))
      }, this.options.timings.frameLoadTimeout)
      this.onReloaded = () => {
        clearTimeout(timeout)
        this.readyTimer = setTimeout(() => {
          this.onReloaded = undefined
          this.setState('ready')
          resolve()
        }, this.options.timings.frameReadyDelay)
      }
      this.cancelReload = (reason) => {
        clearTimeout(timeout)
        reject(new FrameError(reason))
      }
    })
    ready.catch(() => undefined)
    this.loading = ready
    this.setState('loading')
    // The page answers RELOAD and then goes away; its READY comes from the new page.
    this.reloadId = crypto.randomUUID()
    target.postMessage({ type: `${APP_EVENT_PREFIX}RELOAD`, id: this.reloadId, payload: {} }, this.origin)
    await ready
  }

  /** §8: an aborted RPC request fails with 'Request was aborted', any other with 'Something went wrong'. */
  abortRequests(): void {
    for (const [id, pending] of [...this.pending]) {
      this.settle(id, new FrameError(pending.type === 'RPC_REQUEST' ? 'REQUEST_ABORTED' : 'ABORTED'))
    }
  }

  /** Drops the frame (a reload makes a new one on the next request). */
  destroy(): void {
    this.abort('ABORTED')
    this.setState('idle')
  }

  private abort(reason: FrameErrorCode): void {
    clearTimeout(this.readyTimer)
    this.cancelReload?.(reason)
    this.cancelReload = undefined
    this.onReloaded = undefined
    for (const id of [...this.pending.keys()]) this.settle(id, new FrameError(reason))
    window.removeEventListener('message', this.receive)
    this.iframe?.remove()
    this.iframe = undefined
    this.loading = undefined
    this.onReady = undefined
    this.setState(reason === 'LOAD_TIMEOUT' ? 'failed' : 'idle')
  }

  /** Forged and stray messages are told on the console, at most a few a minute: any page script can send thousands. */
  private readonly warn = limitedWarning((message) => console.warn(`[gangway] ${message}`))

  private readonly receive = (event: MessageEvent): void => {
    const frame = this.frameWindow()
    if (event.origin !== this.origin || !frame || event.source !== frame) {
      // Other scripts post messages too; only one dressed as the frame's is worth a warning.
      if (looksLikeFrameMessage(event.data)) this.warn(`ignored a login-frame message from another origin or window (${event.origin || 'unknown origin'})`)
      return
    }
    const message = parseFrameMessage(event.data)
    if (!message) return this.warn('ignored a malformed message from the login frame')
    if (message.kind === 'ready') {
      // A second READY: the frame reloaded (asked to, or on its own), and the requests it held are gone.
      if (this.onReloaded || this.stateValue === 'ready') this.abortRequests()
      return this.onReloaded ? this.onReloaded() : this.onReady?.()
    }
    if (message.id === this.reloadId) return
    const pending = this.pending.get(message.id)
    if (!pending || pending.type !== message.request) return this.warn(`ignored a ${message.request} reply to no pending request`)
    if (message.kind === 'success') this.settle(message.id, undefined, message.payload)
    else this.settle(message.id, new FrameError(apiErrorCodeOf(message) ?? 'REPLY_ERROR', { message: message.message }))
  }

  private settle(id: string, error: Error | undefined, payload?: unknown): void {
    const pending = this.pending.get(id)
    if (!pending) return
    this.pending.delete(id)
    clearTimeout(pending.timer)
    if (error) pending.reject(error)
    else pending.resolve(payload)
  }

  private frameWindow(): FrameWindow | null {
    if (!this.iframe) return null
    return this.options.frameWindow ? this.options.frameWindow(this.iframe) : this.iframe.contentWindow
  }

  private setState(state: FrameState): void {
    this.stateValue = state
    this.options.onStateChange?.(state)
  }
}
