/**
 * createSolanaTestWallet: a Wallet Standard wallet for Solana dApps' tests, with a real ed25519 key (the test
 * mnemonic's Solana keys, or a given secret key) signing in Node, sending through a configured RPC, the EVM test
 * wallet's fault switches and a request log. Register it in a page with installSolanaTestWallet.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { FaultQueue, faultError, type Fault, type TestWalletFaults } from '../faults'
import { DEFAULT_ICON } from '../info'
import { forwardRpc } from '../jsonRpc'
import { invalidParams, serializeRpcError, toProviderRpcError, unauthorized, userRejected } from '../rpcErrors'
import { TestWalletError } from '../testWalletError'
import type { RequestLogEntry } from '../types'
import { keyOf, type SolanaKey as Key } from './solanaKey'
import { withSignature } from './solanaWire'
import { DEFAULT_SOLANA_NAME, DEFAULT_SOLANA_RPC_URLS, SOLANA_TEST_WALLET_CHAINS, type SolanaChangeEvent, type SolanaTestAccount, type SolanaTestChain, type SolanaTestWallet, type SolanaTestWalletFeatures, type SolanaTestWalletOptions } from './solanaTestWalletTypes'
export * from './solanaTestWalletTypes'

const ACCOUNT_FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const

const isPromptless = (method: string, input: unknown, connected: boolean) =>
  method === 'standard:disconnect' || (method === 'standard:connect' && (connected || (input as { silent?: boolean } | undefined)?.silent === true))

class GangwaySolanaTestWallet implements SolanaTestWallet {
  readonly version = '1.0.0' as const
  readonly isGangwayTestWallet = true as const
  readonly name: string
  readonly icon: string
  readonly chains = SOLANA_TEST_WALLET_CHAINS
  readonly features: SolanaTestWalletFeatures
  readonly faults: TestWalletFaults
  readonly #faults = new FaultQueue()
  readonly #listeners = new Set<(properties: SolanaChangeEvent) => void>()
  readonly #options: SolanaTestWalletOptions
  readonly #rpcUrls: Partial<Record<SolanaTestChain, string>>
  readonly #autoApprove: boolean
  #log: RequestLogEntry[] = []
  #key: Key
  #account: SolanaTestAccount
  #accountIndex: number
  #connected = false

  constructor(options: SolanaTestWalletOptions) {
    this.#options = options
    this.#accountIndex = options.secretKey === undefined ? (options.accountIndex ?? 0) : 0
    this.#key = keyOf('createSolanaTestWallet', options, this.#accountIndex)
    this.#account = this.#accountFor(this.#key)
    this.#rpcUrls = { ...DEFAULT_SOLANA_RPC_URLS, ...options.rpcUrls }
    this.#autoApprove = options.autoApprove ?? true
    this.name = options.name ?? DEFAULT_SOLANA_NAME
    this.icon = options.icon ?? DEFAULT_ICON
    if (!/^data:image\//.test(this.icon)) throw new TestWalletError('INVALID_OPTIONS', 'createSolanaTestWallet: icon must be a data:image/ URI')
    this.faults = this.#faults
    this.features = Object.freeze(this.#buildFeatures())
  }

  get accounts(): readonly SolanaTestAccount[] {
    return this.#connected ? [this.#account] : []
  }
  get address(): string {
    return this.#key.address
  }
  get publicKey(): Uint8Array {
    return this.#key.publicKey.slice()
  }
  get accountIndex(): number {
    return this.#accountIndex
  }
  get connected(): boolean {
    return this.#connected
  }
  get requests(): readonly RequestLogEntry[] {
    return this.#log
  }
  clearRequests(): void {
    this.#log = []
  }

  connect(): void {
    if (this.#connected) return
    this.#connected = true
    this.#emit()
  }

  disconnect(): void {
    if (!this.#connected) return
    this.#connected = false
    this.#emit()
  }

  setAccount(index: number): void {
    if (this.#options.secretKey !== undefined && index !== 0) throw new TestWalletError('INVALID_OPTIONS', 'setAccount: a secretKey wallet has only account 0')
    const previous = this.#key.address
    this.#key = keyOf('createSolanaTestWallet', this.#options, index)
    this.#accountIndex = index
    this.#account = this.#accountFor(this.#key)
    if (this.#connected && this.#key.address !== previous) this.#emit()
  }

  #accountFor(key: Key): SolanaTestAccount {
    return Object.freeze({ address: key.address, publicKey: key.publicKey.slice(), chains: SOLANA_TEST_WALLET_CHAINS, features: ACCOUNT_FEATURES, label: `Account ${this.#accountIndex}` })
  }

  #emit(): void {
    const properties = Object.freeze({ accounts: this.accounts })
    for (const listener of [...this.#listeners]) {
      try {
        listener(properties)
      } catch (error) {
        console.error("gangway Solana test wallet: a 'change' listener threw", error)
      }
    }
  }

  /** Logs the call, lets a fault or the prompt decide it, then runs it; the log records the outcome. */
  async #run<T>(method: string, input: unknown, logged: unknown, handle: () => Promise<T> | T, toLog: (result: T) => unknown): Promise<T> {
    const entry: RequestLogEntry = { method, params: logged, outcome: { status: 'pending' } }
    this.#log.push(entry)
    try {
      const fault = this.#faults.takeForMethod(method) ?? (isPromptless(method, input, this.#connected) ? undefined : this.#faults.takeForPrompt())
      if (fault) await this.#apply(fault, entry)
      else if (!this.#autoApprove && !isPromptless(method, input, this.#connected)) throw userRejected()
      const result = await handle()
      entry.outcome = { status: 'ok', result: toLog(result) }
      return result
    } catch (error) {
      const rpcError = toProviderRpcError(error)
      entry.outcome = { status: 'error', error: serializeRpcError(rpcError) }
      throw rpcError
    }
  }

  async #apply(fault: Fault, entry: RequestLogEntry): Promise<void> {
    entry.fault = fault.kind
    if (fault.kind === 'approve') return
    if (fault.kind === 'hang') {
      entry.outcome = { status: 'hung' }
      await this.#faults.hold()
    }
    throw faultError(fault)
  }

  /** The input's account must be the connected one. */
  #authorized(account: unknown): void {
    const address = typeof account === 'object' && account !== null ? (account as { address?: unknown }).address : undefined
    if (!this.#connected || address !== this.#key.address) throw unauthorized()
  }

  #sign(message: Uint8Array): Uint8Array {
    return ed25519.sign(message, this.#key.seed)
  }

  #signTransaction(transaction: unknown): Uint8Array {
    if (!(transaction instanceof Uint8Array)) throw invalidParams('transaction must be a Uint8Array')
    return withSignature(transaction, this.#key.publicKey, (message) => this.#sign(message))
  }

  #buildFeatures(): SolanaTestWalletFeatures {
    const summary = (input: { account?: { address?: string }; message?: Uint8Array; transaction?: Uint8Array; chain?: string; options?: unknown }) => ({
      account: input.account?.address,
      ...(input.message instanceof Uint8Array ? { message: base64.encode(input.message) } : {}),
      ...(input.transaction instanceof Uint8Array ? { transaction: base64.encode(input.transaction) } : {}),
      ...(input.chain !== undefined ? { chain: input.chain } : {}),
      ...(input.options !== undefined ? { options: input.options } : {}),
    })
    return {
      'standard:connect': {
        version: '1.0.0',
        connect: (input) =>
          this.#run('standard:connect', input, input ?? {}, () => {
            if (!this.#connected && input?.silent !== true) this.connect()
            return { accounts: this.accounts }
          }, ({ accounts }) => accounts.map(({ address }) => address)),
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: () => this.#run('standard:disconnect', undefined, {}, () => this.disconnect(), () => null),
      },
      'standard:events': {
        version: '1.0.0',
        on: (event, listener) => {
          if (event !== 'change') return () => undefined
          this.#listeners.add(listener)
          return () => this.#listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.1.0',
        signMessage: (...inputs) =>
          this.#run('solana:signMessage', inputs, inputs.map(summary), () =>
            inputs.map(({ account, message }) => {
              this.#authorized(account)
              if (!(message instanceof Uint8Array)) throw invalidParams('message must be a Uint8Array')
              return { signedMessage: message, signature: this.#sign(message), signatureType: 'ed25519' as const }
            }),
          (outputs) => outputs.map(({ signature }) => base58.encode(signature))),
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: (...inputs) =>
          this.#run('solana:signTransaction', inputs, inputs.map(summary), () =>
            inputs.map(({ account, transaction }) => {
              this.#authorized(account)
              return { signedTransaction: this.#signTransaction(transaction) }
            }),
          (outputs) => outputs.map(({ signedTransaction }) => base64.encode(signedTransaction))),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: (...inputs) =>
          this.#run('solana:signAndSendTransaction', inputs, inputs.map(summary), async () => {
            const outputs: { signature: Uint8Array }[] = []
            for (const { account, transaction, chain, options } of inputs) {
              this.#authorized(account)
              const rpcUrl = this.#rpcUrls[chain as SolanaTestChain]
              if (!rpcUrl) throw invalidParams(`No RPC URL for ${String(chain)}: pass rpcUrls to createSolanaTestWallet`)
              const signed = this.#signTransaction(transaction)
              const config = { encoding: 'base64', preflightCommitment: 'confirmed', ...options }
              const signature = await forwardRpc(rpcUrl, 'sendTransaction', [base64.encode(signed), config])
              if (typeof signature !== 'string') throw invalidParams(`${rpcUrl} answered sendTransaction without a signature`)
              outputs.push({ signature: base58.decode(signature) })
            }
            return outputs
          }, (outputs) => outputs.map(({ signature }) => base58.encode(signature))),
      },
    }
  }
}

/** Creates a Solana test wallet; throws a TestWalletError (INVALID_OPTIONS) for bad options. */
export function createSolanaTestWallet(options: SolanaTestWalletOptions = {}): SolanaTestWallet {
  return new GangwaySolanaTestWallet(options)
}
