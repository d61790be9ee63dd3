import { makeAutoObservable, runInAction } from 'mobx'
import { isEmailAddress } from '../../protocol/emailAddress'
import { AuthError } from '../errors/auth'
import { messageOf } from '../errors/messageOf'
import type { EmbeddedWallet } from '../plugins/embeddedWallet'
import type { AccountStore } from '../stores/AccountStore'
import { AUTH_CONNECTOR_ID } from './authConnectorInfo'

export interface EmailUpdateDeps {
  readonly account: Pick<AccountStore, 'connectorId'>
  /** §9 e-mail change poll. */
  readonly emailChangePoll: number
  /** The embedded wallet (the auth slice). */
  wallet(): Promise<EmbeddedWallet>
}

export type UpdateStep = 'idle' | 'sending' | 'primary' | 'secondary' | 'verifying' | 'done'

/** The new e-mail is polled for this many times (one §9 e-mail change poll apart) before giving up. */
const POLL_TRIES = 10

/**
 * §6 updating the e-mail: VERIFY_PRIMARY_OTP (a code to the current address), then VERIFY_SECONDARY_OTP
 * (a code to the new one); the new e-mail is then polled for every second until the frame reports it. The
 * kernel's, beside the auth connector: it serves an e-mail login and a social one alike, whichever plugins
 * the kit has.
 */
export class EmailUpdateFlow {
  step: UpdateStep = 'idle'
  newEmail: string | undefined = undefined
  error: string | undefined = undefined

  constructor(private readonly deps: EmailUpdateDeps) {
    makeAutoObservable<EmailUpdateFlow, 'deps'>(this, { deps: false }, { autoBind: true })
  }

  /**
   * §6: needs the auth connector and a connection by e-mail or social login. 'sending' from the submit on (the
   * embedded wallet's code may still be loading), so a second submit meanwhile starts nothing.
   */
  async start(newEmail: string): Promise<void> {
    if (this.step === 'sending') return
    const email = newEmail.trim()
    this.set({ step: 'sending', newEmail: email, error: undefined })
    try {
      const wallet = await this.deps.wallet()
      const refusal = !wallet.hasConnector
        ? 'NO_AUTH_CONNECTOR'
        : this.deps.account.connectorId !== AUTH_CONNECTOR_ID
          ? 'NOT_CONNECTED_BY_EMAIL'
          : !isEmailAddress(email)
            ? 'INVALID_EMAIL'
            : undefined
      if (refusal) return this.set({ step: 'idle', newEmail: undefined, error: new AuthError(refusal).message })
      const { action } = await wallet.request('UPDATE_EMAIL', { email })
      this.set({ step: action === 'VERIFY_PRIMARY_OTP' ? 'primary' : 'secondary' })
    } catch (error) {
      this.set({ step: 'idle', error: messageOf(error) })
    }
  }

  async submitOtp(otp: string): Promise<void> {
    const current = this.step
    if (current !== 'primary' && current !== 'secondary') return
    this.set({ step: 'verifying', error: undefined })
    try {
      const wallet = await this.deps.wallet()
      if (current === 'primary') {
        await wallet.request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
        return this.set({ step: 'secondary' })
      }
      const { newEmail } = await wallet.request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
      await this.pollFor(wallet, newEmail)
      wallet.setEmail(newEmail)
      this.set({ step: 'done' })
    } catch (error) {
      this.set({ step: current, error: messageOf(error) })
    }
  }

  reset(): void {
    this.set({ step: 'idle', newEmail: undefined, error: undefined })
  }

  /** §4: the new e-mail is polled for every second (10 tries) until the frame's user has it. */
  private async pollFor(wallet: EmbeddedWallet, email: string): Promise<void> {
    for (let attempt = 0; attempt < POLL_TRIES; attempt++) {
      const user = await wallet.request('GET_USER', {})
      if (user.email === email) return
      await new Promise((resolve) => setTimeout(resolve, this.deps.emailChangePoll))
    }
    throw new AuthError('EMAIL_NOT_CONFIRMED')
  }

  private set(state: Partial<Pick<EmailUpdateFlow, 'step' | 'newEmail' | 'error'>>): void {
    runInAction(() => Object.assign(this, state))
  }
}
