import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx'
import type { KernelServices } from '../slices/KernelServices'
import { chainRpcUrl } from '../connections/chainRpcUrl'
import { withTimeout } from '../connections/withTimeout'
import { SDK_VERSION } from '../constants'
import { FrameBridge } from '../frame/FrameBridge'
import { alertFor, AuthError, FrameError, messageOf, PROVIDER_CODES, ProviderRpcError } from '../errors'
import type { AuthUser } from '../../protocol/frameEvents'
import type { ConnectedWalletInfo } from '../stores/AccountStore'
import { AUTH_CONNECTOR, AUTH_CONNECTOR_ID } from './authConnector'
import { clearEmailLogin, EMAIL_LOGIN_KEYS, readEmailLoginState, saveEmailLogin, saveSocialLogin, socialUsername } from './emailLoginState'
import { EmbeddedWalletProvider } from './EmbeddedWalletProvider'
import { EmailUpdateFlow } from './EmailUpdateFlow'
import { walletInfoOf, type FrameLogin } from './frameLogin'

export type EmailStep = 'idle' | 'sending' | 'device' | 'otp' | 'verifying' | 'connecting'

interface PendingApproval {
  readonly method: string
  readonly params: unknown
  readonly resolve: () => void
  readonly reject: (error: Error) => void
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * E-mail login and the embedded wallet (§4, §5, §6) for one kit: the login frame, the steps of a login
 * (code, new device), the connection through the EVM adapter, requests that wait for the visitor's
 * approval, and sign-out. Made on first use (authOf).
 */
export class AuthStore {
  step: EmailStep = 'idle'
  email: string | undefined = undefined
  error: string | undefined = undefined
  /** Unsafe requests waiting on ApproveTransaction, oldest first; the view shows the first. */
  approvals: readonly PendingApproval[] = []
  /** A refused method's error, shown on ApproveTransaction after the §9 error display delay. */
  refusal: string | undefined = undefined
  readonly update: EmailUpdateFlow
  private nextSendAt = 0
  /** Counts login attempts: the answer to an abandoned one (another e-mail since) is ignored. */
  private attempt = 0
  private frame: FrameBridge | undefined
  private provider: EmbeddedWalletProvider | undefined

  constructor(private readonly kit: KernelServices) {
    this.update = new EmailUpdateFlow(kit, () => this.bridge(), (email: string) => this.setEmail(email))
    makeAutoObservable<AuthStore, 'kit' | 'nextSendAt' | 'attempt' | 'frame' | 'provider'>(this, { kit: false, approvals: observableRef, update: false, nextSendAt: false, attempt: false, frame: false, provider: false }, { autoBind: true })
    // §4: pending requests are rejected when the modal closes.
    kit.onDestroy(reaction(() => kit.modal.isOpen, (open) => !open && this.rejectAll()))
    kit.onDestroy(() => this.frame?.destroy())
  }

  /** The login frame, made on first use with the §7 URL parameters. */
  bridge(): FrameBridge {
    const { kit } = this
    const network = kit.networks.active
    this.frame ??= new FrameBridge({
      secureSiteUrl: kit.options.endpoints.secureSite,
      params: {
        projectId: kit.options.projectId,
        chainId: network?.caipNetworkId ?? 'eip155:1',
        version: SDK_VERSION,
        enableLogger: kit.options.debug ? 'true' : 'false',
        rpcUrl: network ? chainRpcUrl(kit.options.endpoints.chainData, network, kit.options.projectId) : '',
      },
      timings: kit.options.timings,
    })
    return this.frame
  }

  /** The visitor submitted their e-mail (§4 connect: VERIFY_DEVICE, VERIFY_OTP or CONNECT; §5 re-trigger rule). */
  async connectEmail(email: string): Promise<void> {
    const trimmed = email.trim()
    if (!EMAIL.test(trimmed)) return this.setError(new AuthError('INVALID_EMAIL').message)
    const wait = Math.ceil((this.nextSendAt - Date.now()) / 1000)
    if (trimmed === this.email && wait > 0) return this.setError(new AuthError('RETRY_AFTER', { values: { seconds: wait } }).message)
    // A resend from the code step stays there when it fails: the code already mailed still works.
    const fallback: EmailStep = this.step === 'otp' && trimmed === this.email ? 'otp' : 'idle'
    const attempt = ++this.attempt
    const current = () => attempt === this.attempt
    this.setStep('sending', undefined)
    try {
      const { action } = await this.bridge().request('CONNECT_EMAIL', { email: trimmed })
      if (!current()) return
      this.nextSendAt = Date.now() + this.kit.options.timings.emailRetriggerWait
      runInAction(() => (this.email = trimmed))
      if (this.kit.router.view !== 'EmailLogin') this.kit.router.push('EmailLogin')
      if (action === 'CONNECT') return await this.finishFrameLogin({ method: 'email' })
      this.setStep(action === 'VERIFY_DEVICE' ? 'device' : 'otp', undefined)
      if (action === 'VERIFY_DEVICE') {
        await this.bridge().request('CONNECT_DEVICE', {})
        if (current()) this.setStep('otp', undefined)
      }
    } catch (error) {
      if (current()) this.fail(error, fallback)
    }
  }

  /** The 6-digit code from the mail. */
  async submitOtp(otp: string): Promise<void> {
    this.setStep('verifying', undefined)
    try {
      await this.bridge().request('CONNECT_OTP', { otp })
      await this.finishFrameLogin({ method: 'email' })
    } catch (error) {
      this.fail(error, 'otp')
    }
  }

  resendCode(): Promise<void> {
    return this.email ? this.connectEmail(this.email) : Promise.resolve()
  }

  /** After a reload (§4 account sync): the frame still holds the session, or the stored login is dropped. */
  async restore(): Promise<ConnectedWalletInfo | undefined> {
    if (!readEmailLoginState(this.kit.storage).used) return undefined
    const { isConnected } = await this.bridge()
      .request('IS_CONNECTED', {})
      .catch((error: unknown) => {
        // §8 provider error mapping also applies when the frame is asked on start.
        const alert = alertFor(error)
        if (alert) this.kit.alerts.show(alert)
        throw error
      })
    if (!isConnected) {
      clearEmailLogin(this.kit.storage)
      return undefined
    }
    const { socialProvider } = readEmailLoginState(this.kit.storage)
    const login: FrameLogin = socialProvider ? { method: 'social', provider: socialProvider } : { method: 'email' }
    this.attach(await this.bridge().request('GET_USER', { chainId: this.chainId() }), login)
    return walletInfoOf(login)
  }

  /** The request ApproveTransaction shows. */
  get approval(): PendingApproval | undefined {
    return this.approvals[0]
  }

  approveRequest(): void {
    const [pending, ...rest] = this.approvals
    this.approvals = rest
    pending?.resolve()
    if (rest.length === 0) void this.kit.close()
  }

  /** The visitor refused: the dApp's request rejects with 4001; the next one waiting, if any, shows. */
  rejectRequest(): void {
    const [pending, ...rest] = this.approvals
    if (!pending) return
    this.approvals = rest
    pending.reject(userRejected())
    if (rest.length === 0) void this.kit.close()
  }

  /** The modal closed: every waiting request rejects (§4). */
  private rejectAll(): void {
    const pending = this.approvals
    this.approvals = []
    for (const request of pending) request.reject(userRejected())
  }

  /** The frame holds a session now (the code was right, or a social result was exchanged): the embedded wallet connects. */
  async finishFrameLogin(login: FrameLogin): Promise<void> {
    const { kit } = this
    this.setStep('connecting', undefined)
    let user: AuthUser
    try {
      user = await this.bridge().request('GET_USER', { chainId: this.chainId() })
      this.attach(user, login)
      const [flows, result] = await Promise.all([kit.slice('connection'), kit.connection.requireAdapter('eip155').connect(AUTH_CONNECTOR_ID, kit.networks.active)])
      flows.finishConnect(AUTH_CONNECTOR, result, { method: login.method, walletInfo: walletInfoOf(login) })
    } catch (error) {
      await this.abandonLogin()
      throw error
    }
    if (login.method === 'social') saveSocialLogin(kit.storage, login.provider, user.userName)
    else for (const key of [EMAIL_LOGIN_KEYS.socialProvider, EMAIL_LOGIN_KEYS.socialUsername]) kit.storage.remove(key)
    saveEmailLogin(kit.storage, user.email ?? (login.method === 'email' ? this.email : undefined), kit.networks.active?.caipNetworkId)
    this.setEmail(user.email ?? (login.method === 'email' ? this.email : undefined))
    this.setStep('idle', undefined)
  }

  private attach(user: AuthUser, login: FrameLogin): void {
    const chainId = typeof user.chainId === 'number' ? user.chainId : Number(String(user.chainId).split(':').pop())
    this.provider = new EmbeddedWalletProvider(this.bridge(), user.address, chainId, {
      approve: (method, params) => this.waitForApproval(method, params),
      refuse: this.refuse,
      afterUnsafe: () => void this.kit.connection.refreshBalance(true),
      rpcUrl: (id) => {
        const network = this.kit.networks.find(`eip155:${id}`)
        return network ? chainRpcUrl(this.kit.options.endpoints.chainData, network, this.kit.options.projectId) : undefined
      },
      signOut: this.signOut,
    })
    if (user.email) this.setEmail(user.email)
    const username = login.method === 'social' ? socialUsername(login.provider, user.userName) : undefined
    this.kit.account.setEmbeddedWallet(AUTH_CONNECTOR_ID, {
      user: { ...(username && { username }), ...(user.email && { email: user.email }) },
      authProvider: login.method === 'email' ? 'email' : login.provider,
      accountType: user.preferredAccountType ?? 'eoa',
      isSmartAccountDeployed: user.smartAccountDeployed ?? false,
    })
    this.kit.connection.requireAdapter('eip155').attachProvider?.(AUTH_CONNECTOR_ID, this.provider)
  }

  /** A login that failed after the frame made its session: none of it stays (the frame signs out, at most 3 s). */
  private async abandonLogin(): Promise<void> {
    this.provider = undefined
    this.kit.account.setEmbeddedWallet(AUTH_CONNECTOR_ID, undefined)
    this.kit.connection.adapterFor('eip155')?.attachProvider?.(AUTH_CONNECTOR_ID, undefined)
    this.setStep('idle', undefined)
    await withTimeout(this.bridge().request('SIGN_OUT', {}), this.kit.options.timings.disconnectWait, () => new FrameError('NOT_SIGNED_OUT')).catch(() => undefined)
  }

  private waitForApproval(method: string, params: unknown): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const first = this.approvals.length === 0
      runInAction(() => (this.approvals = [...this.approvals, { method, params, resolve, reject }]))
      if (first) void this.kit.open({ view: 'ApproveTransaction' })
    })
  }

  /** §4: an unknown method opens the modal and shows its error after 300 ms. */
  private refuse(message: string): void {
    this.refusal = undefined
    void this.kit.open({ view: 'ApproveTransaction' })
    setTimeout(() => runInAction(() => (this.refusal = message)), this.kit.options.timings.errorDisplayDelay)
  }

  /** §4 disconnect: the cached login goes at once; the frame's sign-out is waited for at most 3 s. */
  private async signOut(): Promise<void> {
    clearEmailLogin(this.kit.storage)
    this.provider = undefined
    this.kit.connection.adapterFor('eip155')?.attachProvider?.(AUTH_CONNECTOR_ID, undefined)
    runInAction(() => Object.assign(this, { email: undefined, step: 'idle', error: undefined }))
    await withTimeout(this.bridge().request('SIGN_OUT', {}), this.kit.options.timings.disconnectWait, () => new FrameError('NOT_SIGNED_OUT')).catch(() => undefined)
  }

  private chainId(): number | undefined {
    const id = this.kit.networks.active?.id
    return typeof id === 'number' ? id : undefined
  }

  private fail(error: unknown, step: EmailStep): void {
    const message = messageOf(error)
    const alert = alertFor(error)
    if (alert) this.kit.alerts.show(alert)
    this.setStep(step, message)
  }

  private setStep(step: EmailStep, error: string | undefined): void {
    this.step = step
    this.error = error
  }

  private setError(error: string): void {
    this.error = error
  }

  private setEmail(email: string | undefined): void {
    this.email = email
    if (email) this.kit.storage.set(EMAIL_LOGIN_KEYS.email, email)
  }
}

function userRejected(): ProviderRpcError {
  return new ProviderRpcError(PROVIDER_CODES.userRejected)
}
