import { makeAutoObservable } from 'mobx'
import { SWAP_SLIPPAGE_TOLERANCE, type PluginContext } from 'gangway/plugin'
import { checkApproveCall, checkSwapCall, isAggregatorSwap } from './checkSwapCall'
import type { QuoteFeed } from './QuoteFeed'
import type { SwapApi } from './swapApi'
import type { SwapDetails } from './swapDetails'
import { walletSwapError } from './swapErrorOf'
import { SWAP_SUCCESS_TOAST, SwapError } from './swapErrors'
import { significant, toWhole } from './swapMath'
import type { SwapTokenOption } from './swapTokens'
import { assertSucceeded, receivedAmount, sendTransaction } from './swapTransaction'

export type SwapStep = 'idle' | 'approve-signing' | 'approve-pending' | 'swap-signing' | 'swap-pending'
export type AllowanceStatus = 'idle' | 'loading' | 'ready' | 'error'
export type SwapOutcome = 'approved' | 'swapped' | 'failed' | 'busy'

const STEP_LABELS: Readonly<Record<SwapStep, string>> = {
  idle: '',
  'approve-signing': 'Approve in your wallet…',
  'approve-pending': 'Approving…',
  'swap-signing': 'Confirm in your wallet…',
  'swap-pending': 'Swapping…',
}

/** What the flow reads of the form, and asks of it after a swap. */
export interface SwapForm {
  readonly from: SwapTokenOption | undefined
  readonly to: SwapTokenOption | undefined
  readonly amountText: string
  readonly amountUnits: bigint | undefined
  readonly details: SwapDetails | undefined
  clearAmount(): void
  reload(force?: boolean): Promise<void>
}

type FlowContext = Pick<PluginContext, 'account' | 'network' | 'sendTransaction' | 'publicClient' | 'emit' | 'toast' | 'refreshBalance' | 'router'>

const amountText = (units: bigint, token: SwapTokenOption): string => `${significant(toWhole(units, token.decimals))} ${token.symbol}`

/**
 * The transactions of a swap (§4 modal and RPC rules: each through the connected wallet): the router's allowance
 * for an ERC-20 read, approved for exactly the amount when short, then the swap built by the service, checked
 * against what the visitor asked, sent, and waited for until mined. Events: SWAP_INITIATED, SWAP_SUCCESS,
 * SWAP_ERROR, SWAP_APPROVAL_ERROR.
 */
export class SwapFlow {
  step: SwapStep = 'idle'
  /** The transaction being mined. */
  hash: string | undefined = undefined
  /** Why the last approve or swap did not go through. */
  error: SwapError | undefined = undefined
  allowance: bigint | undefined = undefined
  allowanceStatus: AllowanceStatus = 'idle'
  /** The token and account the allowance is for. */
  private allowanceKey: string | undefined = undefined
  private allowanceSeq = 0

  constructor(
    private readonly context: FlowContext,
    private readonly api: Pick<SwapApi, 'allowance' | 'buildApprove' | 'buildTransaction'>,
    private readonly form: SwapForm,
    private readonly quotes: Pick<QuoteFeed, 'setPaused' | 'fetchNow'>,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<SwapFlow, 'context' | 'api' | 'form' | 'quotes' | 'now' | 'allowanceKey' | 'allowanceSeq'>(
      this,
      { context: false, api: false, form: false, quotes: false, now: false, allowanceKey: false, allowanceSeq: false },
      { autoBind: true },
    )
  }

  get stepLabel(): string {
    return STEP_LABELS[this.step]
  }

  /** An ERC-20 whose allowance to the router is short of the amount (or could not be read: approving is safe). */
  get needsApproval(): boolean {
    const { from, amountUnits } = this.form
    if (!from || from.isNative || amountUnits === undefined || this.allowanceKey !== this.keyFor(from)) return false
    if (this.allowanceStatus === 'error') return true
    return this.allowance !== undefined && this.allowance < amountUnits
  }

  /** The allowance of the from token is being read (the button waits for it). */
  get checkingAllowance(): boolean {
    const from = this.form.from
    return from !== undefined && !from.isNative && (this.allowanceKey !== this.keyFor(from) || this.allowanceStatus === 'loading')
  }

  clearError(): void {
    this.error = undefined
  }

  /** Reads the router's allowance of the from token (nothing for the native coin). */
  async readAllowance(): Promise<void> {
    const { from } = this.form
    const account = this.context.account
    if (!from || from.isNative || !account) return
    const key = this.keyFor(from)
    if (key === this.allowanceKey && this.allowanceStatus !== 'error') return
    const seq = ++this.allowanceSeq
    this.setAllowance(key, undefined, 'loading')
    try {
      const allowance = await this.api.allowance(from.id, account.caipAddress)
      if (seq === this.allowanceSeq) this.setAllowance(key, allowance, 'ready')
    } catch (error) {
      console.warn('[gangway] swaps: allowance unreadable', error)
      if (seq === this.allowanceSeq) this.setAllowance(key, undefined, 'error')
    }
  }

  /** Lets the router spend exactly the amount of the from token, and waits until that is mined. */
  async approve(): Promise<SwapOutcome> {
    const { from, to, amountUnits } = this.form
    const account = this.context.account
    if (this.step !== 'idle' || !from || !to || amountUnits === undefined || !account) return 'busy'
    this.begin('approve-signing')
    try {
      const tx = await this.api.buildApprove(account.caipAddress, from.id, to.id, amountUnits)
      const call = checkApproveCall(tx, from.id, amountUnits)
      const { receipt } = await sendTransaction(this.context, call, (hash) => this.pending('approve-pending', hash))
      assertSucceeded(receipt, 'approve', SWAP_SLIPPAGE_TOLERANCE)
      this.setAllowance(this.keyFor(from), amountUnits, 'ready')
      return 'approved'
    } catch (error) {
      const failure = walletSwapError(error)
      this.context.emit('SWAP_APPROVAL_ERROR', { ...this.properties(), message: failure.message })
      this.fail(failure)
      void this.readAllowance()
      return 'failed'
    } finally {
      this.end()
    }
  }

  /** Builds, checks, sends and waits for the swap; a revert keeps the form and asks a fresh quote. */
  async swap(): Promise<SwapOutcome> {
    const { from, to, amountUnits, details } = this.form
    const account = this.context.account
    if (this.step !== 'idle' || !from || !to || amountUnits === undefined || !details || !account) return 'busy'
    const properties = this.properties()
    this.context.emit('SWAP_INITIATED', properties)
    this.begin('swap-signing')
    try {
      // An aggregator's swap must go to the contract its approval names: asked for here even when none is needed.
      const spender = isAggregatorSwap(from.id) && !from.isNative ? (await this.api.buildApprove(account.caipAddress, from.id, to.id, amountUnits)).spender : undefined
      const tx = await this.api.buildTransaction({ amount: amountUnits, userAddress: account.caipAddress, from: from.id, to: to.id })
      const call = checkSwapCall(tx, { user: account.address, from: from.id, to: to.id, amount: amountUnits, now: Math.floor(this.now() / 1000), spender })
      // The visitor agreed to the minimum they saw; a build for less waits for them to see the new quote. (An
      // aggregator's answer has no minimum of its own: its expected output is held to that minimum instead.)
      if (BigInt(tx.amountOutMin ?? tx.amount) < details.minimumReceivedUnits) throw new SwapError('PRICE_MOVED')
      const { hash, receipt } = await sendTransaction(this.context, call, (sent) => this.pending('swap-pending', sent))
      assertSucceeded(receipt, 'swap', SWAP_SLIPPAGE_TOLERANCE)
      const got = receivedAmount(receipt, to, account.address) ?? BigInt(tx.amount)
      this.context.emit('SWAP_SUCCESS', { ...properties, swapToAmount: toWhole(got, to.decimals).toFixed(), hash })
      this.succeed(amountText(amountUnits, from), amountText(got, to))
      return 'swapped'
    } catch (error) {
      const failure = walletSwapError(error)
      this.context.emit('SWAP_ERROR', { ...properties, message: failure.message })
      this.fail(failure)
      if (failure.code === 'SWAP_REVERTED' || failure.code === 'PRICE_MOVED') this.afterFailure()
      return 'failed'
    } finally {
      this.end()
    }
  }

  private keyFor(from: SwapTokenOption): string {
    return `${from.id}|${this.context.account?.caipAddress ?? ''}`
  }

  /** AppKit's swap event properties. */
  private properties(): Record<string, unknown> {
    const { from, to, amountText: typed, details } = this.form
    return {
      network: this.context.network?.caipNetworkId,
      swapFromToken: from?.symbol,
      swapToToken: to?.symbol,
      swapFromAmount: typed.trim(),
      swapToAmount: details?.toAmount,
      isSmartAccount: this.context.account?.embeddedWalletInfo?.accountType === 'smartAccount',
    }
  }

  private succeed(paid: string, got: string): void {
    this.context.toast(SWAP_SUCCESS_TOAST(paid, got), 'success')
    this.form.clearAmount()
    void this.form.reload(true)
    void this.context.refreshBalance().catch((error: unknown) => console.warn('[gangway] swaps: balance refresh failed', error))
    const history = this.context.router.history
    if (history[history.length - 2]?.view === 'Account') this.context.router.back()
    else this.context.router.replace('Account')
  }

  /** The form stays; the fee was spent and the price moved: balances and the quote are read again. */
  private afterFailure(): void {
    this.quotes.setPaused(false)
    void this.form.reload(true)
    void this.quotes.fetchNow()
  }

  private begin(step: SwapStep): void {
    this.quotes.setPaused(true)
    this.step = step
    this.error = undefined
    this.hash = undefined
  }

  private pending(step: SwapStep, hash: string): void {
    this.step = step
    this.hash = hash
  }

  private fail(error: SwapError): void {
    this.error = error
  }

  private end(): void {
    this.step = 'idle'
    this.quotes.setPaused(false)
  }

  private setAllowance(key: string, allowance: bigint | undefined, status: AllowanceStatus): void {
    this.allowanceKey = key
    this.allowance = allowance
    this.allowanceStatus = status
  }
}
