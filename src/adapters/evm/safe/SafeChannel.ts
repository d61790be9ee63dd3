import { ProviderRpcError, PROVIDER_CODES } from '../../../kernel/errors/provider'
import { SAFE_APPS_SDK_VERSION, safeReplySchema, type SafeMethod, type SafeRequest } from './safeMessages'

interface Pending {
  readonly resolve: (data: unknown) => void
  readonly reject: (error: unknown) => void
}

/** Random hex ids: crypto.getRandomValues works on plain-http pages too, where randomUUID does not. */
function requestId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The app's side of the Safe Apps postMessage protocol. Only messages whose source is this window's parent
 * are read, and only replies to an id it sent. Like the Safe Apps SDK, the first request goes to any parent
 * origin (it carries no secret: a method name); the origin that answers it is then pinned: later requests are
 * posted to that origin only, and replies from any other origin are ignored.
 */
export class SafeChannel {
  private readonly pending = new Map<string, Pending>()
  private origin: string | undefined

  constructor(private readonly target: Window) {
    target.addEventListener('message', this.onMessage)
  }

  /** The parent's origin once it has answered. */
  get parentOrigin(): string | undefined {
    return this.origin
  }

  request(method: SafeMethod, params: unknown = undefined): Promise<unknown> {
    const message: SafeRequest = { id: requestId(), method, params, env: { sdkVersion: SAFE_APPS_SDK_VERSION } }
    return new Promise((resolve, reject) => {
      this.pending.set(message.id, { resolve, reject })
      this.target.parent.postMessage(message, this.origin ?? '*')
    })
  }

  close(): void {
    this.target.removeEventListener('message', this.onMessage)
    this.pending.clear()
  }

  private readonly onMessage = (event: MessageEvent): void => {
    if (event.source !== this.target.parent || (this.origin !== undefined && event.origin !== this.origin)) return
    const parsed = safeReplySchema.safeParse(event.data)
    if (!parsed.success) return
    const reply = parsed.data
    const pending = this.pending.get(reply.id)
    if (!pending) return
    this.pending.delete(reply.id)
    this.origin ??= event.origin
    if (reply.success) pending.resolve(reply.data)
    // The Safe says 'Transaction was rejected' (or similar) when the owner declines: dApps test 4001 for that.
    else {
      const message = reply.error ?? 'The Safe refused the request'
      pending.reject(new ProviderRpcError(/reject/i.test(message) ? PROVIDER_CODES.userRejected : PROVIDER_CODES.internal, { message }))
    }
  }
}
