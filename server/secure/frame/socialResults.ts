import { parseSocialPopupMessage } from '../../../src/protocol/socialMessages'

/** How long a popup's result waits for CONNECT_SOCIAL, and CONNECT_SOCIAL for a result (§9 request timeout). */
export const SOCIAL_RESULT_MAX_MS = 120_000
export const SOCIAL_RESULT_TIMED_OUT = 'Social sign-in timed out'
export const SOCIAL_RESULT_SUPERSEDED = 'A newer social sign-in replaced this one'

/**
 * The login frame's inbox for the popup's result: the secure site's callback page posts RESULT or ERROR to
 * this frame (same origin, so nobody else can). One waiter at a time (a newer CONNECT_SOCIAL replaces it); a
 * result that comes before anyone waits is kept for the next one.
 */
export class SocialResults {
  private waiting: { resolve: (uri: string) => void; reject: (error: Error) => void; timer: ReturnType<typeof setTimeout> } | undefined
  private early: { outcome: { uri: string } | { error: string }; at: number } | undefined

  constructor(private readonly now: () => number = Date.now) {}

  /** A message from a window of this frame's own origin; anything else is ignored. */
  receive(data: unknown): boolean {
    const message = parseSocialPopupMessage(data)
    if (!message || message.type === '@gangway-social/RECEIVED') return false
    const outcome = message.type === '@gangway-social/RESULT' ? { uri: message.resultUri } : { error: message.message }
    const waiting = this.waiting
    if (!waiting) {
      this.early = { outcome, at: this.now() }
      return true
    }
    this.waiting = undefined
    clearTimeout(waiting.timer)
    if ('uri' in outcome) waiting.resolve(outcome.uri)
    else waiting.reject(new Error(outcome.error))
    return true
  }

  /** The next result URI (or the popup's error), at most SOCIAL_RESULT_MAX_MS from now. */
  next(): Promise<string> {
    this.waiting?.reject(new Error(SOCIAL_RESULT_SUPERSEDED))
    clearTimeout(this.waiting?.timer)
    this.waiting = undefined
    const early = this.early
    this.early = undefined
    if (early && this.now() - early.at < SOCIAL_RESULT_MAX_MS) {
      return 'uri' in early.outcome ? Promise.resolve(early.outcome.uri) : Promise.reject(new Error(early.outcome.error))
    }
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting = undefined
        reject(new Error(SOCIAL_RESULT_TIMED_OUT))
      }, SOCIAL_RESULT_MAX_MS)
      this.waiting = { resolve, reject, timer }
    })
  }
}
