import { makeAutoObservable, runInAction } from 'mobx'
import type { DashboardApi, Member } from '../api'
import type { FieldError } from './fieldError'
import { runRequest } from './runRequest'

export type SessionStep = 'loading' | 'email' | 'code' | 'signedIn'

/** Sign-in: the e-mail, then the mailed code; then the member until sign-out. */
export class SessionStore {
  step: SessionStep = 'loading'
  email = ''
  code = ''
  member: Member | null = null
  error: FieldError | null = null
  busy = false

  constructor(private readonly api: Pick<DashboardApi, 'me' | 'sendCode' | 'signIn' | 'signOut'>) {
    makeAutoObservable(this)
  }

  async restore(): Promise<void> {
    try {
      const { member } = await this.api.me()
      runInAction(() => ((this.member = member), (this.step = member ? 'signedIn' : 'email')))
    } catch {
      runInAction(() => (this.step = 'email'))
    }
  }

  setEmail(value: string): void {
    this.email = value
  }

  setCode(value: string): void {
    this.code = value.replace(/\D/g, '').slice(0, 6)
  }

  async sendCode(): Promise<void> {
    await runRequest(this, async () => {
      await this.api.sendCode(this.email)
      runInAction(() => ((this.step = 'code'), (this.code = '')))
    })
  }

  async signIn(): Promise<void> {
    await runRequest(this, async () => {
      const { member } = await this.api.signIn(this.email, this.code)
      runInAction(() => ((this.member = member), (this.step = 'signedIn')))
    })
  }

  backToEmail(): void {
    this.step = 'email'
    this.error = null
  }

  async signOut(): Promise<void> {
    await runRequest(this, async () => {
      await this.api.signOut()
      runInAction(() => ((this.member = null), (this.step = 'email'), (this.code = '')))
    })
  }
}
