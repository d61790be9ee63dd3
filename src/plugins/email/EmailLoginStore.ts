import { makeAutoObservable, reaction, runInAction } from 'mobx'
import * as z from 'zod/mini'
import { alertFor, AuthError, isEmailAddress, messageOf, type EmbeddedWallet, type PluginContext } from 'gangway/plugin'

export type EmailStep = 'idle' | 'sending' | 'device' | 'otp' | 'verifying' | 'connecting'

/** The view that shows the steps after the address was sent. */
export const EMAIL_LOGIN_VIEW = 'EmailLogin'

/** A mailed code is good for 10 minutes (the secure site's limit): a reload within that resumes at the code step. */
export const MAILED_CODE_LIFETIME_MS = 10 * 60_000

/** The code step kept across a reload: which address, when its code was mailed. */
const PENDING_CODE_KEY = 'pendingCode'
const pendingCodeSchema = z.object({ email: z.string(), mailedAt: z.number() })

/**
 * E-mail login (§4, §5) for one kit: the address goes to the kit's login frame, then this device is approved
 * from the mailed link (VERIFY_DEVICE), the mailed 6-digit code is checked (VERIFY_OTP), and the kit's
 * embedded wallet connects (the kernel's auth connector; the modal then closes by the kit's navigation rules).
 */
export class EmailLoginStore {
  step: EmailStep = 'idle'
  /** The address being logged in with. */
  email: string | undefined = undefined
  error: string | undefined = undefined
  private nextSendAt = 0
  /** Counts login attempts: the answer to an abandoned one (another e-mail since) is ignored. */
  private attempt = 0

  constructor(private readonly context: PluginContext) {
    makeAutoObservable<EmailLoginStore, 'context' | 'nextSendAt' | 'attempt'>(
      this,
      { context: false, nextSendAt: false, attempt: false },
      { autoBind: true },
    )
    // §4 disconnect: a sign-out leaves nothing of the login on screen.
    const stop = reaction(
      () => context.account?.connectorId,
      (connectorId, previous) => previous === 'auth' && connectorId !== 'auth' && this.signedOut(),
    )
    context.onDispose(stop)
    this.resumePendingCode()
  }

  /** The kit's embedded wallet (its code loads on first use). */
  embedded(): Promise<EmbeddedWallet> {
    return this.context.embeddedWallet()
  }

  /**
   * The visitor submitted their e-mail (§4 connect: VERIFY_DEVICE, VERIFY_OTP or CONNECT). The address whose
   * code is already in their mailbox (sent before a reload, say) goes straight to the code step, no new mail.
   */
  async connectEmail(email: string): Promise<void> {
    const trimmed = email.trim()
    if (!isEmailAddress(trimmed)) return this.setError(new AuthError('INVALID_EMAIL').message)
    if (this.step === 'idle' && trimmed === this.freshPendingCode()?.email) {
      this.set('otp', undefined)
      this.context.router.navigate(EMAIL_LOGIN_VIEW)
      return
    }
    return this.send(trimmed)
  }

  /** §5 re-trigger rule: another code for the same address only after the wait. */
  private async send(trimmed: string): Promise<void> {
    const wait = Math.ceil((this.nextSendAt - Date.now()) / 1000)
    if (trimmed === this.email && wait > 0) return this.setError(new AuthError('RETRY_AFTER', { values: { seconds: wait } }).message)
    // A resend from the code step stays there when it fails: the code already mailed still works.
    const fallback: EmailStep = this.step === 'otp' && trimmed === this.email ? 'otp' : 'idle'
    const attempt = ++this.attempt
    const current = () => attempt === this.attempt
    this.set('sending', undefined)
    try {
      const wallet = await this.embedded()
      const { action } = await wallet.request('CONNECT_EMAIL', { email: trimmed })
      if (!current()) return
      this.nextSendAt = Date.now() + this.context.timings.emailRetriggerWait
      runInAction(() => (this.email = trimmed))
      if (this.context.router.view !== EMAIL_LOGIN_VIEW) this.context.router.navigate(EMAIL_LOGIN_VIEW)
      if (action === 'CONNECT') return await this.finish(wallet)
      this.set(action === 'VERIFY_DEVICE' ? 'device' : 'otp', undefined)
      if (action === 'VERIFY_DEVICE') {
        await wallet.request('CONNECT_DEVICE', {})
        if (current()) this.set('otp', undefined)
      }
      // The code is mailed when this step shows (at once, or once the device is approved).
      if (current()) this.context.storage.set(PENDING_CODE_KEY, { email: trimmed, mailedAt: Date.now() })
    } catch (error) {
      if (current()) this.fail(error, fallback)
    }
  }

  /** The 6-digit code from the mail. */
  async submitOtp(otp: string): Promise<void> {
    this.set('verifying', undefined)
    try {
      const wallet = await this.embedded()
      await wallet.request('CONNECT_OTP', { otp })
      await this.finish(wallet)
    } catch (error) {
      this.fail(error, 'otp')
    }
  }

  resendCode(): Promise<void> {
    return this.email ? this.send(this.email) : Promise.resolve()
  }

  /** The frame holds a session: the embedded wallet connects. */
  private async finish(wallet: EmbeddedWallet): Promise<void> {
    this.context.storage.remove(PENDING_CODE_KEY)
    this.set('connecting', undefined)
    await wallet.connect({ method: 'email', ...(this.email !== undefined && { email: this.email }) })
    this.set('idle', undefined)
  }

  private fail(error: unknown, step: EmailStep): void {
    const alert = alertFor(error)
    if (alert) this.context.alert(alert)
    this.set(step, messageOf(error))
  }

  private set(step: EmailStep, error: string | undefined): void {
    this.step = step
    this.error = error
  }

  /** §4 disconnect clears the login: no step, no error, no address (a new login with it is not a re-trigger). */
  private signedOut(): void {
    this.set('idle', undefined)
    this.email = undefined
    this.nextSendAt = 0
    this.context.storage.remove(PENDING_CODE_KEY)
  }

  /** The code mailed less than 10 minutes ago (kept across reloads), if any; an older one is dropped. */
  private freshPendingCode(): z.infer<typeof pendingCodeSchema> | undefined {
    const pending = this.context.storage.get(PENDING_CODE_KEY, pendingCodeSchema)
    if (pending && Date.now() - pending.mailedAt < MAILED_CODE_LIFETIME_MS) return pending
    this.context.storage.remove(PENDING_CODE_KEY)
    return undefined
  }

  /** After a reload: the address and the §5 re-trigger wait of a code still in the mailbox. */
  private resumePendingCode(): void {
    const pending = this.freshPendingCode()
    if (!pending) return
    this.email = pending.email
    this.nextSendAt = pending.mailedAt + this.context.timings.emailRetriggerWait
  }

  private setError(error: string): void {
    this.error = error
  }
}
