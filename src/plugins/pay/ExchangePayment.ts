import type { CheckedPayment } from './checkPayment'
import type { PayExchangeApi } from './payExchangeApi'
import { asPayError, PayError } from './payErrors'

/** How often the exchange is asked for the session's status. */
export const EXCHANGE_POLL_MS = 2000
/** A session neither paid nor failed after this long fails the payment (PAYMENT_TIMEOUT). */
export const EXCHANGE_TIMEOUT_MS = 5 * 60_000
/** The exchange's window seen closed this many reads in a row, the session still open, ends the wait. */
const CLOSED_READS = 3

/** What the exchange payment reports to its store. */
export interface ExchangeEvents {
  /** The session exists: its id, its page, and whether the browser blocked the window (the view then offers a link). */
  opened(sessionId: string, url: string, windowBlocked: boolean): void
  paid(result: string): void
  failed(error: PayError): void
}

/**
 * A payment at an exchange: the window opened by the click is sent to the exchange's pay page for this payment (a
 * session asked of the chain-data service), then the session's status is read every 2 s until it is paid or failed,
 * the window is closed unpaid, or 5 minutes pass. One payment at a time; stop() abandons it.
 */
export class ExchangePayment {
  private attempt = 0
  private popup: Window | null = null
  private pollTimer: ReturnType<typeof setTimeout> | undefined
  private deadline: ReturnType<typeof setTimeout> | undefined
  private closedReads = 0

  constructor(
    private readonly api: PayExchangeApi,
    private readonly events: ExchangeEvents,
  ) {}

  async start(payment: CheckedPayment, exchangeId: string, popup: Window | null): Promise<void> {
    this.stop()
    const attempt = this.attempt
    this.popup = popup
    this.closedReads = 0
    let session: { url: string; sessionId: string }
    try {
      session = await this.api.payUrl({ exchangeId, asset: payment.caip19, amount: payment.amount, recipient: `${payment.network.caipNetworkId}:${payment.recipient}` })
    } catch (error) {
      if (attempt === this.attempt) this.end(asPayError(error))
      return
    }
    if (attempt !== this.attempt) return
    if (popup?.closed) return this.end(new PayError('EXCHANGE_WINDOW_CLOSED'))
    const blocked = popup === null || !navigate(popup, session.url)
    this.events.opened(session.sessionId, session.url, blocked)
    this.deadline = setTimeout(() => this.end(new PayError('PAYMENT_TIMEOUT', { values: { minutes: EXCHANGE_TIMEOUT_MS / 60_000 } })), EXCHANGE_TIMEOUT_MS)
    this.schedule(attempt, exchangeId, session.sessionId)
  }

  /** Abandons the payment: no more reads; `closeWindow` also closes the exchange's window. */
  stop(closeWindow = false): void {
    this.attempt += 1
    clearTimeout(this.pollTimer)
    clearTimeout(this.deadline)
    this.pollTimer = undefined
    this.deadline = undefined
    if (closeWindow) this.popup?.close()
    this.popup = null
  }

  private schedule(attempt: number, exchangeId: string, sessionId: string): void {
    this.pollTimer = setTimeout(() => void this.read(attempt, exchangeId, sessionId), EXCHANGE_POLL_MS)
  }

  private async read(attempt: number, exchangeId: string, sessionId: string): Promise<void> {
    // A read that fails is simply asked again at the next tick (the deadline bounds the wait).
    const answer = await this.api.buyStatus({ sessionId, exchangeId }).catch(() => undefined)
    if (attempt !== this.attempt) return
    if (answer?.status === 'SUCCESS') {
      this.stop()
      this.events.paid(answer.txHash ?? sessionId)
      return
    }
    if (answer?.status === 'FAILED') return this.end(new PayError('EXCHANGE_FAILED'))
    this.closedReads = this.popup?.closed ? this.closedReads + 1 : 0
    if (this.closedReads >= CLOSED_READS) return this.end(new PayError('EXCHANGE_WINDOW_CLOSED'))
    this.schedule(attempt, exchangeId, sessionId)
  }

  private end(error: PayError): void {
    this.stop(true)
    this.events.failed(error)
  }
}

function navigate(popup: Window, url: string): boolean {
  try {
    popup.location.href = url
    return true
  } catch {
    return false
  }
}
