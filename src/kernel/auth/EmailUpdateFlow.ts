import { makeAutoObservable, runInAction } from 'mobx'
import type { KernelServices } from '../slices/KernelServices'
import type { FrameBridge } from '../frame/FrameBridge'
import { AuthError, messageOf as errorMessage } from '../errors'
import { AUTH_CONNECTOR_ID } from './authConnector'

export type UpdateStep = 'idle' | 'sending' | 'primary' | 'secondary' | 'verifying' | 'done'

/**
 * §6 updating the e-mail: VERIFY_PRIMARY_OTP (a code to the current address), then VERIFY_SECONDARY_OTP
 * (a code to the new one); the new e-mail is then polled for every second until the frame reports it.
 */
export class EmailUpdateFlow {
  step: UpdateStep = 'idle'
  newEmail: string | undefined = undefined
  error: string | undefined = undefined

  constructor(
    private readonly kit: KernelServices,
    private readonly bridge: () => FrameBridge,
    private readonly emailChanged: (email: string) => void,
  ) {
    makeAutoObservable<EmailUpdateFlow, 'kit' | 'bridge' | 'emailChanged'>(this, { kit: false, bridge: false, emailChanged: false }, { autoBind: true })
  }

  /** §6: needs the auth connector and a connection by e-mail or social login. */
  async start(newEmail: string): Promise<void> {
    if (!this.kit.connectors.find(AUTH_CONNECTOR_ID)) return this.set({ error: new AuthError('NO_AUTH_CONNECTOR').message })
    if (this.kit.account.connectorId !== AUTH_CONNECTOR_ID) return this.set({ error: new AuthError('NOT_CONNECTED_BY_EMAIL').message })
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(newEmail.trim())) return this.set({ error: new AuthError('INVALID_EMAIL').message })
    this.set({ step: 'sending', newEmail: newEmail.trim(), error: undefined })
    try {
      const { action } = await this.bridge().request('UPDATE_EMAIL', { email: newEmail.trim() })
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
      if (current === 'primary') {
        await this.bridge().request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
        return this.set({ step: 'secondary' })
      }
      const { newEmail } = await this.bridge().request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
      await this.pollFor(newEmail)
      this.emailChanged(newEmail)
      this.set({ step: 'done' })
    } catch (error) {
      this.set({ step: current, error: messageOf(error) })
    }
  }

  reset(): void {
    this.set({ step: 'idle', newEmail: undefined, error: undefined })
  }

  /** §4: the new e-mail is polled for every second (10 tries) until the frame's user has it. */
  private async pollFor(email: string): Promise<void> {
    for (let attempt = 0; attempt < 10; attempt++) {
      const user = await this.bridge().request('GET_USER', {})
      if (user.email === email) return
      await new Promise((resolve) => setTimeout(resolve, this.kit.options.timings.emailChangePoll))
    }
    throw new AuthError('EMAIL_NOT_CONFIRMED')
  }

  private set(state: Partial<Pick<EmailUpdateFlow, 'step' | 'newEmail' | 'error'>>): void {
    runInAction(() => Object.assign(this, state))
  }
}

const messageOf = errorMessage
