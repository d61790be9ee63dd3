/**
 * createTestWallet: an EIP-1193 provider backed by a viem local account and a real chain. It keeps its
 * own connection and chain state like a browser extension, logs every request, and obeys the fault
 * switches. Runs in Node and in browsers (viem, fetch and crypto.randomUUID only).
 */
import type { Address } from 'viem'
import type { LocalAccount } from 'viem/accounts'
import { hasMnemonic, resolveAccount, type AccountSource } from './accounts'
import { ChainRegistry, toHexChainId } from './chains'
import { Emitter } from './emitter'
import { FaultQueue, faultError, type Fault, type TestWalletFaults } from './faults'
import { resolveInfo } from './info'
import { handleMethod, type MethodContext } from './methods'
import { isRecord, paramList } from './params'
import { disconnectedError, invalidParams, serializeRpcError, toProviderRpcError, unrecognizedChain, userRejected } from './rpcErrors'
import type {
  Eip1193EventName,
  Eip1193Listener,
  Eip1193Provider,
  Eip6963ProviderInfo,
  RequestArguments,
  RequestLogEntry,
  TestChain,
  TestWalletOptions,
} from './types'
import { TestWalletError } from './testWalletError'

/** A test wallet: the EIP-1193 provider plus the controls a test drives it with. */
export interface TestWallet extends Eip1193Provider {
  readonly isGangwayTestWallet: true
  /** EIP-6963 info (frozen). */
  readonly info: Eip6963ProviderInfo
  /** The current account's address (whether or not a site is connected). */
  readonly address: Address
  readonly accountIndex: number
  /** The active chain id. */
  readonly chainId: number
  /** Whether a site connected (eth_requestAccounts) and has not been disconnected since. */
  readonly connected: boolean
  /** The known chains, including those added with wallet_addEthereumChain. */
  readonly chains: readonly TestChain[]
  /** Fault switches for the next requests. */
  readonly faults: TestWalletFaults
  /** Every request so far, oldest first; each outcome is updated in place when the request settles. */
  readonly requests: readonly RequestLogEntry[]
  clearRequests(): void
  /** As if the user connected the site: emits connect and accountsChanged (no-op when connected). */
  connect(): void
  /** As if the user disconnected the site: emits disconnect (4900) and accountsChanged([]) (no-op when not connected). */
  disconnect(): void
  /** Selects another account of the mnemonic; emits accountsChanged when a site is connected. */
  setAccount(index: number): void
  /** As if the user switched network in the wallet: emits chainChanged. Throws 4902 for an unknown chain. */
  switchChain(chainId: number): void
}

class GangwayTestWallet implements TestWallet {
  readonly isGangwayTestWallet = true as const
  readonly info: Eip6963ProviderInfo
  readonly faults: TestWalletFaults
  readonly #faults = new FaultQueue()
  readonly #emitter = new Emitter()
  readonly #chains: ChainRegistry
  readonly #source: AccountSource
  readonly #autoApprove: boolean
  #log: RequestLogEntry[] = []
  #account: LocalAccount
  #accountIndex: number
  #chainId: number
  #connected = false

  constructor(options: TestWalletOptions) {
    this.#chains = new ChainRegistry(options.chains)
    this.#chainId = options.chainId ?? options.chains[0]!.id
    if (!this.#chains.get(this.#chainId)) throw new TestWalletError('INVALID_OPTIONS', `createTestWallet: chainId ${this.#chainId} is not one of the chains`)
    this.#source =
      options.privateKey !== undefined ? { privateKey: options.privateKey } : options.mnemonic !== undefined ? { mnemonic: options.mnemonic } : {}
    this.#accountIndex = options.accountIndex ?? 0
    this.#account = resolveAccount(this.#source, this.#accountIndex)
    this.#autoApprove = options.autoApprove ?? true
    this.info = resolveInfo(options.info)
    this.faults = this.#faults
  }

  get address(): Address {
    return this.#account.address
  }
  get accountIndex(): number {
    return this.#accountIndex
  }
  get chainId(): number {
    return this.#chainId
  }
  get connected(): boolean {
    return this.#connected
  }
  get chains(): readonly TestChain[] {
    return this.#chains.list()
  }
  get requests(): readonly RequestLogEntry[] {
    return this.#log
  }
  clearRequests(): void {
    this.#log = []
  }

  on<E extends Eip1193EventName>(event: E, listener: Eip1193Listener<E>): this {
    this.#emitter.on(event, listener)
    return this
  }
  removeListener<E extends Eip1193EventName>(event: E, listener: Eip1193Listener<E>): this {
    this.#emitter.off(event, listener)
    return this
  }

  connect(): void {
    if (this.#connected) return
    this.#connected = true
    this.#emitter.emit('connect', { chainId: toHexChainId(this.#chainId) })
    this.#emitter.emit('accountsChanged', [this.address])
  }

  disconnect(): void {
    if (!this.#connected) return
    this.#connected = false
    this.#emitter.emit('disconnect', disconnectedError())
    this.#emitter.emit('accountsChanged', [])
  }

  setAccount(index: number): void {
    if (index !== 0 && !hasMnemonic(this.#source)) throw new TestWalletError('INVALID_OPTIONS', 'setAccount: a privateKey wallet has only account 0')
    const previous = this.address
    this.#account = resolveAccount(this.#source, index)
    this.#accountIndex = index
    if (this.#connected && this.address !== previous) this.#emitter.emit('accountsChanged', [this.address])
  }

  switchChain(chainId: number): void {
    if (!this.#chains.get(chainId)) throw unrecognizedChain(toHexChainId(chainId))
    if (chainId === this.#chainId) return
    this.#chainId = chainId
    this.#emitter.emit('chainChanged', toHexChainId(chainId))
  }

  async request(args: RequestArguments): Promise<unknown> {
    if (!isRecord(args) || typeof args.method !== 'string' || args.method === '') {
      throw invalidParams('Expected request({ method: string, params?: unknown[] }).')
    }
    const entry: RequestLogEntry = { method: args.method, params: args.params, outcome: { status: 'pending' } }
    this.#log.push(entry)
    try {
      const result = await this.#run(args.method, args.params, entry)
      entry.outcome = { status: 'ok', result }
      return result
    } catch (error) {
      const rpcError = toProviderRpcError(error)
      entry.outcome = { status: 'error', error: serializeRpcError(rpcError) }
      throw rpcError
    }
  }

  async #run(method: string, rawParams: unknown, entry: RequestLogEntry): Promise<unknown> {
    const fault = this.#faults.takeForMethod(method)
    if (fault) await this.#apply(fault, entry)
    const params = paramList(method, rawParams)
    return handleMethod(method, params, this.#context(() => this.#prompt(entry, fault !== undefined)))
  }

  /** A fault decides the request: 'approve' lets it through, the others throw or hang. */
  async #apply(fault: Fault, entry: RequestLogEntry): Promise<void> {
    entry.fault = fault.kind
    if (fault.kind === 'approve') return
    if (fault.kind === 'hang') {
      entry.outcome = { status: 'hung' }
      await this.#faults.hold()
    }
    throw faultError(fault)
  }

  async #prompt(entry: RequestLogEntry, decided: boolean): Promise<void> {
    if (decided) return
    const fault = this.#faults.takeForPrompt()
    if (fault) return this.#apply(fault, entry)
    if (!this.#autoApprove) throw userRejected()
  }

  /** The live wallet state for a handler (getters, so a handler sees changes made while it awaited). */
  #context(prompt: () => Promise<void>): MethodContext {
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const wallet = this
    return {
      get account() {
        return wallet.#account
      },
      get connected() {
        return wallet.#connected
      },
      get chain() {
        return wallet.#chains.get(wallet.#chainId)!
      },
      chains: this.#chains,
      connect: () => this.connect(),
      disconnect: () => this.disconnect(),
      switchChain: (chainId) => this.switchChain(chainId),
      prompt,
    }
  }
}

/** Creates a test wallet; throws a TestWalletError (INVALID_OPTIONS) for bad options (no chains, unknown chainId, bad account). */
export function createTestWallet(options: TestWalletOptions): TestWallet {
  return new GangwayTestWallet(options)
}
