/** A message as the dev mailbox serves it (GET /dev/mailbox). */
export interface ReceivedMail {
  /** The envelope recipient, lower case. */
  to: string
  subject: string
  text: string
  html: string
  /** ISO time the sink received it. */
  receivedAt: string
}

export const DEFAULT_MAILBOX_LIMIT = 500

/** The SMTP sink's messages, in memory, the newest `limit` kept. */
export class Mailbox {
  readonly #messages: ReceivedMail[] = []

  constructor(private readonly limit: number = DEFAULT_MAILBOX_LIMIT) {}

  add(mail: ReceivedMail): void {
    this.#messages.push(mail)
    if (this.#messages.length > this.limit) this.#messages.splice(0, this.#messages.length - this.limit)
  }

  /** Newest first; only those for `to` (any case) when given. */
  list(to?: string): ReceivedMail[] {
    const wanted = to?.trim().toLowerCase()
    return this.#messages.filter((mail) => wanted === undefined || wanted === '' || mail.to === wanted).reverse()
  }

  get size(): number {
    return this.#messages.length
  }
}
