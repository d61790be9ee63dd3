import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { Keypair, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
// litesvm's native binding, by bytes: its 1.x wrapper speaks @solana/kit, this server web3.js 1.x.
import { Account, Clock, FailedTransactionMetadata, LiteSvm, type TransactionMetadata } from 'litesvm/dist/internal'
import { decodeMint, decodeTokenAccount, uiTokenAmount } from './splToken'
import { invalidParams, SEND_TRANSACTION_PREFLIGHT_FAILURE, SolanaRpcError, TRANSACTION_SIGNATURE_VERIFICATION_FAILURE } from './solanaRpcError'
import { transactionErrorJson, transactionErrorText, type TransactionErrorJson } from './solanaTransactionError'
import type { LedgerAccount, LedgerListener, SendOptions, SimulateOptions, SimulationResult, TokenBalance, TransactionRecord } from './ledgerTypes'
export type { LedgerAccount, TransactionRecord } from './ledgerTypes'

/** A blockhash is accepted for this many blocks after its own (a cluster's MAX_PROCESSING_AGE). */
export const MAX_PROCESSING_AGE = 150
export const LAMPORTS_PER_SIGNATURE = 5_000n
export const SLOTS_PER_EPOCH = 432_000n
/** requestAirdrop's cap per request. */
export const MAX_AIRDROP_LAMPORTS = 1_000n * 1_000_000_000n
const FAUCET_LAMPORTS = 1_000_000n * 1_000_000_000n
const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000n
const MAX_COMPUTE_UNITS = 1_400_000n

const ledgerAccount = (account: Account): LedgerAccount => ({ lamports: account.lamports(), data: account.data(), owner: base58.encode(account.owner()), executable: account.executable() })

const isFailed = (result: TransactionMetadata | FailedTransactionMetadata): result is FailedTransactionMetadata => result instanceof FailedTransactionMetadata

function preflightFailure(result: { err: TransactionErrorJson; logs: string[]; unitsConsumed: number }): SolanaRpcError {
  return new SolanaRpcError(SEND_TRANSACTION_PREFLIGHT_FAILURE, `Transaction simulation failed: ${transactionErrorText(result.err)}`, {
    accounts: null,
    err: result.err,
    innerInstructions: null,
    logs: result.logs,
    replacementBlockhash: null,
    returnData: null,
    unitsConsumed: result.unitsConsumed,
  })
}

/**
 * The local Solana chain's state: the Solana runtime (litesvm) plus what a validator adds around it and litesvm
 * leaves out: slots that advance (one per landed transaction), the last 150 blockhashes accepted, signature
 * checks, and the transaction history the RPC reads.
 */
export class SolanaLedger {
  private readonly svm: LiteSvm
  private currentSlot = 0
  private readonly startedAt = BigInt(Math.floor(Date.now() / 1000))
  /** Blockhash → the slot it was made in. */
  private readonly blockhashes = new Map<string, number>()
  private readonly records = new Map<string, TransactionRecord>()
  /** Address → signatures of the landed transactions that name it, oldest first. */
  private readonly byAddress = new Map<string, string[]>()
  private readonly listeners = new Set<LedgerListener>()
  private readonly faucet = Keypair.generate()
  private transactionCount = 0

  constructor() {
    // Blockhashes and signatures are checked here (a window of blockhashes; litesvm knows only the latest one).
    this.svm = new LiteSvm()
    this.svm.setSigverify(false)
    this.svm.setBlockhashCheck(false)
    this.svm.setTransactionHistory(0n)
    this.svm.setClock(new Clock(0n, this.startedAt, 0n, 0n, this.startedAt))
    this.blockhashes.set(this.svm.latestBlockhash(), 0)
    this.setAccount(this.faucet.publicKey.toBase58(), { lamports: FAUCET_LAMPORTS, data: new Uint8Array(), owner: SystemProgram.programId.toBase58(), executable: false })
  }

  get slot(): number {
    return this.currentSlot
  }

  /** No slot is skipped, so the block height is the slot. */
  get blockHeight(): number {
    return this.currentSlot
  }

  get transactions(): number {
    return this.transactionCount
  }

  get faucetAddress(): string {
    return this.faucet.publicKey.toBase58()
  }

  subscribe(listener: LedgerListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    return { blockhash: this.svm.latestBlockhash(), lastValidBlockHeight: this.blockHeight + MAX_PROCESSING_AGE }
  }

  isBlockhashValid(blockhash: string): boolean {
    const made = this.blockhashes.get(blockhash)
    return made !== undefined && this.currentSlot - made <= MAX_PROCESSING_AGE
  }

  minimumBalanceForRentExemption(dataLength: number): bigint {
    return this.svm.minimumBalanceForRentExemption(BigInt(dataLength))
  }

  account(address: string): LedgerAccount | null {
    const account = this.svm.getAccount(base58.decode(address))
    return account ? ledgerAccount(account) : null
  }

  balance(address: string): bigint {
    return this.svm.getBalance(base58.decode(address)) ?? 0n
  }

  setAccount(address: string, account: LedgerAccount): void {
    this.svm.setAccount(base58.decode(address), new Account(account.lamports, account.data, base58.decode(account.owner), account.executable, 0n))
  }

  /** The accounts a program owns (getTokenAccountsByOwner scans the token programs'). */
  programAccounts(program: string): { address: string; account: LedgerAccount }[] {
    return this.svm.getProgramAccounts(base58.decode(program)).map((entry) => ({ address: base58.encode(entry.address), account: ledgerAccount(entry.account()) }))
  }

  record(signature: string): TransactionRecord | undefined {
    return this.records.get(signature)
  }

  /** Signatures naming `address`, newest first. */
  signaturesFor(address: string): readonly string[] {
    return [...(this.byAddress.get(address) ?? [])].reverse()
  }

  /** The fee a message pays: 5,000 lamports per signature plus its priority fee (compute unit price × limit). */
  feeFor(message: VersionedTransaction['message']): bigint {
    const keys = message.staticAccountKeys.map((key) => key.toBase58())
    let limit: bigint | undefined
    let microLamports = 0n
    let others = 0n
    for (const instruction of message.compiledInstructions) {
      const data = instruction.data
      if (keys[instruction.programIdIndex] !== COMPUTE_BUDGET_PROGRAM) others += 1n
      else if (data[0] === 2 && data.length >= 5) limit = BigInt(new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(1, true))
      else if (data[0] === 3 && data.length >= 9) microLamports = new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(1, true)
    }
    const units = limit ?? (others * DEFAULT_UNITS_PER_INSTRUCTION < MAX_COMPUTE_UNITS ? others * DEFAULT_UNITS_PER_INSTRUCTION : MAX_COMPUTE_UNITS)
    const priority = (microLamports * units + 999_999n) / 1_000_000n
    return LAMPORTS_PER_SIGNATURE * BigInt(message.header.numRequiredSignatures) + priority
  }

  private verifySignatures(transaction: VersionedTransaction): boolean {
    const message = transaction.message.serialize()
    return transaction.signatures.every((signature, i) => {
      const key = transaction.message.staticAccountKeys[i]
      try {
        return key !== undefined && ed25519.verify(signature, message, key.toBytes())
      } catch {
        return false
      }
    })
  }

  private simulated(transaction: VersionedTransaction): SimulationResult {
    const wire = transaction.serialize()
    const result = transaction.version === 'legacy' ? this.svm.simulateLegacyTransaction(wire) : this.svm.simulateVersionedTransaction(wire)
    if (result instanceof FailedTransactionMetadata) {
      const meta = result.meta()
      return { err: transactionErrorJson(result.err()), logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()), postAccounts: new Map() }
    }
    const postAccounts = new Map<string, LedgerAccount>()
    for (const entry of result.postAccounts()) postAccounts.set(base58.encode(entry.address), ledgerAccount(entry.account()))
    const meta = result.meta()
    return { err: null, logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()), postAccounts }
  }

  /** simulateTransaction: runs it on the current state and keeps nothing. */
  simulate(transaction: VersionedTransaction, options: SimulateOptions = {}): SimulationResult & { replacementBlockhash: { blockhash: string; lastValidBlockHeight: number } | null } {
    if (options.sigVerify && !this.verifySignatures(transaction)) throw new SolanaRpcError(TRANSACTION_SIGNATURE_VERIFICATION_FAILURE, 'Transaction signature verification failure')
    let replacementBlockhash = null
    if (options.replaceRecentBlockhash) {
      replacementBlockhash = this.latestBlockhash()
      transaction.message.recentBlockhash = replacementBlockhash.blockhash
    } else if (!this.isBlockhashValid(transaction.message.recentBlockhash)) {
      return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0, postAccounts: new Map(), replacementBlockhash }
    }
    const signature = base58.encode(transaction.signatures[0] ?? new Uint8Array(64))
    if (this.records.has(signature)) return { err: 'AlreadyProcessed', logs: [], unitsConsumed: 0, postAccounts: new Map(), replacementBlockhash }
    return { ...this.simulated(transaction), replacementBlockhash }
  }

  /**
   * sendTransaction: checks the signatures (always, as a node does), then unless skipPreflight simulates and refuses a
   * failing transaction with -32002; else it runs in a new slot. A transaction that cannot land (a stale blockhash,
   * a fee payer that cannot pay) is dropped with skipPreflight, as a cluster drops it: its signature never gets a status.
   */
  send(transaction: VersionedTransaction, options: SendOptions = {}): string {
    if (!this.verifySignatures(transaction)) throw new SolanaRpcError(TRANSACTION_SIGNATURE_VERIFICATION_FAILURE, 'Transaction signature verification failure')
    const signature = base58.encode(transaction.signatures[0]!)
    if (!options.skipPreflight) {
      const preflight = this.simulate(transaction)
      if (preflight.err !== null) throw preflightFailure({ err: preflight.err, logs: preflight.logs, unitsConsumed: preflight.unitsConsumed })
    } else if (this.records.has(signature) || !this.isBlockhashValid(transaction.message.recentBlockhash)) {
      return signature
    }
    const keys = transaction.message.staticAccountKeys.map((key) => key.toBase58())
    const preBalances = keys.map((key) => this.balance(key))
    const preTokenBalances = this.tokenBalances(keys)
    this.advance()
    const wire = transaction.serialize()
    const result = transaction.version === 'legacy' ? this.svm.sendLegacyTransaction(wire) : this.svm.sendVersionedTransaction(wire)
    const postBalances = keys.map((key) => this.balance(key))
    // A failed transaction lands when its fee was charged; one whose payer could not pay never does.
    if (isFailed(result) && postBalances[0]! >= preBalances[0]!) return signature
    const meta = isFailed(result) ? result.meta() : result
    const record: TransactionRecord = {
      signature,
      slot: this.currentSlot,
      blockTime: Number(this.svm.getClock().unixTimestamp),
      transaction,
      err: isFailed(result) ? transactionErrorJson(result.err()) : null,
      fee: Number(this.feeFor(transaction.message)),
      preBalances: preBalances.map(Number),
      postBalances: postBalances.map(Number),
      preTokenBalances,
      postTokenBalances: this.tokenBalances(keys),
      logs: meta.logs(),
      computeUnitsConsumed: Number(meta.computeUnitsConsumed()),
    }
    this.records.set(signature, record)
    this.transactionCount += 1
    for (const key of new Set(keys)) {
      const list = this.byAddress.get(key) ?? []
      list.push(signature)
      this.byAddress.set(key, list)
    }
    this.emit({ type: 'transaction', record, touched: keys })
    return signature
  }

  /** requestAirdrop: a real transfer from the chain's faucet key, so it has a signature, a status and a history entry. */
  airdrop(address: string, lamports: bigint): string {
    if (lamports > MAX_AIRDROP_LAMPORTS) throw invalidParams(`requestAirdrop gives at most ${MAX_AIRDROP_LAMPORTS} lamports (1000 SOL) per request`)
    const message = new TransactionMessage({
      payerKey: this.faucet.publicKey,
      recentBlockhash: this.svm.latestBlockhash(),
      instructions: [SystemProgram.transfer({ fromPubkey: this.faucet.publicKey, toPubkey: new PublicKey(address), lamports })],
    }).compileToLegacyMessage()
    const transaction = new VersionedTransaction(message)
    transaction.sign([this.faucet])
    return this.send(transaction)
  }

  private tokenBalances(keys: readonly string[]): TokenBalance[] {
    const balances: TokenBalance[] = []
    keys.forEach((key, accountIndex) => {
      const account = this.account(key)
      const token = account && decodeTokenAccount(account.owner, account.data)
      if (!account || !token) return
      const mintAccount = this.account(token.mint)
      const mint = mintAccount && decodeMint(mintAccount.owner, mintAccount.data)
      if (!mint) return
      balances.push({ accountIndex, mint: token.mint, owner: token.owner, programId: account.owner, uiTokenAmount: uiTokenAmount(token.amount, mint.decimals) })
    })
    return balances
  }

  /** A new slot: a new blockhash (the oldest fall out of the window) and the clock at the wall time. */
  private advance(): void {
    this.currentSlot += 1
    const slot = BigInt(this.currentSlot)
    this.svm.expireBlockhash()
    this.svm.setClock(new Clock(slot, this.startedAt, slot / SLOTS_PER_EPOCH, slot / SLOTS_PER_EPOCH, BigInt(Math.floor(Date.now() / 1000))))
    this.blockhashes.set(this.svm.latestBlockhash(), this.currentSlot)
    for (const [hash, made] of this.blockhashes) {
      if (this.currentSlot - made > 2 * MAX_PROCESSING_AGE) this.blockhashes.delete(hash)
      else break
    }
    this.emit({ type: 'slot', slot: this.currentSlot })
  }

  private emit(event: Parameters<LedgerListener>[0]): void {
    for (const listener of this.listeners) {
      try {
        listener(event)
      } catch {
        // A subscriber's failure is its own (a closed socket); the chain goes on.
      }
    }
  }
}
