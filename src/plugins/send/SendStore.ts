import { makeAutoObservable, observableRef } from 'mobx'
import type { PluginContext, PluginFormat, PluginSolanaTransfer, PluginWalletCall, TokenBalance } from 'gangway/plugin'
import { amountError, maxAmount } from './amount'
import { ReceiverLookup, type ReceiverStatus } from './receiverLookup'
import { AMOUNT_ERRORS, SEND_SUCCESS_TOAST, SendError, sendErrorText, TOKEN_ERRORS } from './sendErrors'
import { describeWalletError } from './walletError'
import { sendCall, solanaTransfer } from './walletCall'

export type { ReceiverStatus } from './receiverLookup'
export type BalancesStatus = 'idle' | 'loading' | 'ready'
/** What a press of Send came to: sent; refused by the form or a §5 rule (nothing sent); failed in the wallet; ignored. */
export type SendOutcome = 'sent' | 'refused' | 'failed' | 'busy'

export interface SendStoreOptions {
  /** How long typing pauses before a name is looked up (§9 debounce default, 500 ms). */
  readonly lookupDelayMs?: number
  readonly now?: () => number
}

/** A token's key in the picker: its contract, or 'native'. */
export const tokenKey = (token: TokenBalance): string => token.address?.toLowerCase() ?? 'native'

/** The send state (§3) and flow (§4): token, amount and receiver, then one wallet transaction. */
export class SendStore {
  // §3 send state
  token: TokenBalance | undefined = undefined
  sendTokenAmount = ''
  /** The USD value of the native coin held, from the token balances. */
  networkBalanceInUSD: string | undefined = undefined
  loading = false
  tokenBalances: readonly TokenBalance[] = []
  /** When a token balance fetch last failed (§3, §4; the kit holds the 30 s failure window); undefined until one fails. */
  lastRetry: number | undefined = undefined

  // the form
  /** The receiver field and its name lookup (§3 receiverAddress and profile). */
  readonly receiver: ReceiverLookup
  balancesStatus: BalancesStatus = 'idle'
  /** Why the last press of Send did not send: a §8 text, or the wallet's answer. */
  error: string | undefined = undefined
  /** Send was pressed: empty fields say so too. */
  submitted = false
  /** After an ERC-20 send: the Account view is right below (go back to it), else Send is replaced by Account. */
  accountBelow = false
  /** The account and network the token list (and so the chosen token) belongs to; undefined before the first list. */
  balancesScope: string | undefined = undefined

  private readonly context: PluginContext
  private readonly now: () => number
  private balancesSeq = 0

  constructor(context: PluginContext, options: SendStoreOptions = {}) {
    this.context = context
    this.now = options.now ?? Date.now
    this.receiver = new ReceiverLookup(context, options.lookupDelayMs ?? context.timings.debounceDefault)
    makeAutoObservable<SendStore, 'context' | 'now' | 'balancesSeq'>(
      this,
      { token: observableRef, tokenBalances: observableRef, receiver: false, context: false, now: false, balancesSeq: false },
      { autoBind: true },
    )
  }

  get receiverInput(): string {
    return this.receiver.input
  }
  get receiverStatus(): ReceiverStatus {
    return this.receiver.status
  }
  get receiverAddress(): string | undefined {
    return this.receiver.address
  }
  get receiverProfileName(): string | undefined {
    return this.receiver.profileName
  }
  get receiverProfileImageUrl(): string | undefined {
    return this.receiver.profileImageUrl
  }

  /** The connected account, or undefined: the view shows the form only when there is one. */
  /** The kit's display formatting (§9), for the fields. */
  get format(): PluginFormat {
    return this.context.format
  }

  get connected(): boolean {
    return this.context.account !== undefined
  }

  /** The account and network the balances belong to; a change asks for them again. */
  get scope(): string {
    const account = this.context.account
    return account ? `${account.caipAddress}|${this.context.network?.caipNetworkId ?? ''}` : ''
  }

  /** What the receiver field asks for: a Solana address on Solana (§9: names are EVM only), else an address or a name. */
  get receiverPlaceholder(): string {
    return this.context.network?.chainNamespace === 'solana' ? 'Solana address' : '0x… address or name'
  }

  get amountError(): string | undefined {
    if (this.sendTokenAmount.trim() === '') return this.submitted ? AMOUNT_ERRORS.empty : undefined
    return amountError(this.sendTokenAmount, this.token, this.context.format)
  }

  get receiverError(): string | undefined {
    return this.receiver.error(this.submitted)
  }

  get tokenError(): string | undefined {
    if (this.token && this.token.chainId !== this.context.network?.caipNetworkId) return TOKEN_ERRORS.otherNetwork
    return this.submitted && !this.token ? sendErrorText('TOKEN_REQUIRED') : undefined
  }

  /** The account or network changed since the list was read: Send waits for the new list. */
  get scopeChanged(): boolean {
    return this.balancesScope !== undefined && this.balancesScope !== this.scope
  }

  /** Send can't be pressed: a send is running, or the balances are read again for another account or network. */
  get sendDisabled(): boolean {
    return this.loading || this.scopeChanged
  }

  setToken(token: TokenBalance | undefined): void {
    this.token = token
    this.error = undefined
  }

  /** Picks a token of the list by its key (the picker's value); '' clears it. */
  selectToken(key: string): void {
    this.setToken(this.tokenBalances.find((token) => tokenKey(token) === key))
  }

  setAmount(text: string): void {
    this.sendTokenAmount = text
    this.error = undefined
  }

  /** Fills the amount with all that can be sent (an ERC-20's balance; the native coin less a fee reserve). */
  setMax(): void {
    if (this.token) this.setAmount(maxAmount(this.token, this.context.format))
  }

  /** The receiver field: an address is taken at once; a name is looked up once typing pauses. */
  setReceiverInput(text: string): void {
    this.receiver.setInput(text)
    this.error = undefined
  }

  /** Starts a name lookup still waiting for the pause, and resolves when the lookup running has ended. */
  flushLookup(): Promise<void> {
    return this.receiver.flush()
  }

  /** The account's token balances on the active network, for the picker (§4 token balance fetch, in the kit). */
  async fetchTokenBalances(force = false): Promise<void> {
    const seq = ++this.balancesSeq
    const scope = this.scope
    // Another account or network: the chosen token and the list were for the old one.
    if (this.scopeChanged) this.clearTokens()
    this.balancesStatus = 'loading'
    let balances: readonly TokenBalance[] = []
    try {
      balances = await this.context.tokenBalances(force)
    } catch (error) {
      console.warn('[gangway] send: token balances unavailable', error)
      this.balancesFailed()
    }
    if (seq === this.balancesSeq) this.setBalances(balances, scope)
  }

  /** Sends the token (§4, §5): every rule checked first, then one transaction through the wallet. */
  async send(): Promise<SendOutcome> {
    if (this.sendDisabled) return 'busy'
    this.startSending()
    try {
      await this.flushLookup()
      const call = this.checkedCall()
      if (!call) return 'refused'
      return await this.transmit(call)
    } catch (error) {
      this.fail(error instanceof Error ? error.message : String(error))
      return 'refused'
    } finally {
      this.stopSending()
    }
  }

  /** §4: after a send, token, amount, receiver, profile and balances are cleared. */
  resetSend(): void {
    this.receiver.clear()
    this.clearTokens()
    this.sendTokenAmount = ''
    this.balancesStatus = 'idle'
    this.submitted = false
    this.error = undefined
  }

  /** The view opens: the last visit's messages are gone; `accountBelow` says where an ERC-20 send returns to. */
  open(accountBelow: boolean): void {
    this.accountBelow = accountBelow
    this.submitted = false
    this.error = undefined
  }

  /** The wallet call, or undefined when the form refuses (its fields say why); throws the §8 send errors. */
  private checkedCall(): PluginWalletCall | PluginSolanaTransfer | undefined {
    const network = this.context.network
    // §4: the namespace picks the path; eip155 and solana are sent, every other namespace fails.
    if (!network || (network.chainNamespace !== 'eip155' && network.chainNamespace !== 'solana')) throw new SendError('UNSUPPORTED_CHAIN')
    const typedAmount = this.sendTokenAmount.trim() !== ''
    if ((typedAmount && this.amountError) || (this.receiverStatus !== 'empty' && this.receiverError)) return undefined
    if (!typedAmount || !this.receiverAddress) throw new SendError('AMOUNT_AND_RECEIVER_REQUIRED')
    if (!this.token) throw new SendError('TOKEN_REQUIRED')
    // A token of another chain (the network or account changed after it was picked) is never sent here.
    if (this.token.chainId !== network.caipNetworkId || this.amountError) return undefined
    if (network.chainNamespace === 'solana') return solanaTransfer(this.token, this.sendTokenAmount.trim(), this.receiverAddress, this.context.format)
    return sendCall(this.token, this.sendTokenAmount.trim(), this.receiverAddress, network, this.context.format)
  }

  private async transmit(call: PluginWalletCall | PluginSolanaTransfer): Promise<SendOutcome> {
    const token = this.token
    if (!token) return 'refused'
    const properties = {
      isSmartAccount: this.context.account?.embeddedWalletInfo?.accountType === 'smartAccount',
      token: token.address ?? token.symbol,
      amount: this.sendTokenAmount.trim(),
      network: this.context.network?.caipNetworkId,
    }
    this.context.emit('SEND_INITIATED', properties)
    let hash: string
    try {
      hash = await this.context.sendTransaction(call)
    } catch (error) {
      const message = describeWalletError(error)
      this.context.emit('SEND_ERROR', { ...properties, message })
      this.fail(message)
      return 'failed'
    }
    this.context.emit('SEND_SUCCESS', { ...properties, hash })
    this.succeed(token, 'namespace' in call)
    return 'sent'
  }

  /** §4: the balance is read again after native and Solana sends; ERC-20 and Solana sends go on to Account. */
  private succeed(token: TokenBalance, solana: boolean): void {
    this.resetSend()
    this.context.toast(SEND_SUCCESS_TOAST, 'success')
    if (!token.address || solana) void this.context.refreshBalance().catch((error: unknown) => console.warn('[gangway] send: balance refresh failed', error))
    void this.fetchTokenBalances(true)
    if (token.address || solana) {
      if (this.accountBelow) this.context.router.back()
      else this.context.router.replace('Account')
    }
  }

  private startSending(): void {
    this.loading = true
    this.submitted = true
    this.error = undefined
  }

  private stopSending(): void {
    this.loading = false
  }

  private fail(message: string): void {
    this.error = message
  }

  private balancesFailed(): void {
    this.lastRetry = this.now()
  }

  private clearTokens(): void {
    this.token = undefined
    this.tokenBalances = []
    this.networkBalanceInUSD = undefined
  }

  private setBalances(balances: readonly TokenBalance[], scope: string): void {
    this.balancesScope = scope
    this.tokenBalances = balances
    this.balancesStatus = 'ready'
    const native = balances.find((balance) => !balance.address)
    this.networkBalanceInUSD = native ? String(native.value) : undefined
    // The chosen token keeps its place with its new balance; it is dropped when no longer held.
    const chosen = this.token
    if (chosen) this.token = balances.find((balance) => tokenKey(balance) === tokenKey(chosen) && balance.chainId === chosen.chainId)
  }
}
