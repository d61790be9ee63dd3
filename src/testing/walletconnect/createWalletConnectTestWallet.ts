/**
 * createWalletConnectTestWallet: a WalletConnect wallet for dApp tests, in the test process. It is the
 * official SignClient in the wallet role (own Core, memory storage, telemetry and Verify off) with a viem
 * local account on local chains: it pairs with a dApp's URI, answers proposals as the test says, and
 * answers session requests for real (signatures, transactions sent through the chain's rpcUrl).
 */
import type SignClient from '@walletconnect/sign-client'
import type { ProposalTypes, SessionTypes, SignClientTypes } from '@walletconnect/types'
import type { Address } from 'viem'
import type { LocalAccount } from 'viem/accounts'
import { resolveAccount } from '../accounts'
import { ChainRegistry } from '../chains'
import { ProviderRpcError, serializeRpcError, userRejected, type SerializedRpcError } from '../rpcErrors'
import type { TestChain } from '../types'
import { caip2, eip155ChainId, eip155Namespaces, requestedChainIds, sessionChainIds, WALLET_EVENTS, WALLET_METHODS } from './namespaces'
import { closeSignClient, openSignClient } from './openSignClient'
import { parsePairingUri } from './pairingUri'
import { ProposalQueue } from './proposalQueue'
import { prepareSessionRequest, type PreparedRequest, type SessionRequestContext } from './sessionRequests'
import { requestedSolanaChains, solanaNamespace } from './solanaNamespace'
import { prepareSolanaRequest } from './solanaRequests'
import { keyOf, type SolanaKey } from '../solana/solanaKey'
import type {
  ApproveOptions,
  WalletConnectRequestLogEntry,
  WalletConnectRequestMode,
  WalletConnectTestWallet,
  WalletConnectTestWalletOptions,
} from './types'
import { TestWalletError } from '../testWalletError'

const DEFAULT_METADATA: SignClientTypes.Metadata = {
  name: 'Gangway WalletConnect Test Wallet',
  description: 'A WalletConnect wallet for tests (gangway/testing)',
  url: 'http://127.0.0.1',
  icons: [],
}

/** The SDK's getSdkError('USER_REJECTED') and ('USER_DISCONNECTED'), without loading @walletconnect/utils for two constants. */
const USER_REJECTED = { code: 5000, message: 'User rejected.' }
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }
/** The local Solana chain (npm start) and its RPC: where solana_signAndSendTransaction sends by default. */
const DEFAULT_SOLANA_RPC_URLS: Readonly<Record<string, string>> = { 'solana:5fp3J9jKX6jt6hUcoPTeiKfVdGsGBdvq': 'http://127.0.0.1:8899' }

type JsonRpcResponse = Parameters<SignClient['respond']>[0]['response']

/** The SDK's JSON-RPC error carries `data` as a string. */
function errorResponse(id: number, error: SerializedRpcError): JsonRpcResponse {
  const { code, message, data } = error
  if (data === undefined) return { id, jsonrpc: '2.0', error: { code, message } }
  return { id, jsonrpc: '2.0', error: { code, message, data: typeof data === 'string' ? data : JSON.stringify(data) } }
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new TestWalletError('TIMEOUT', message)), ms)))
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

class GangwayWalletConnectTestWallet implements WalletConnectTestWallet {
  readonly #client: SignClient
  readonly #chains: ChainRegistry
  readonly #account: LocalAccount
  readonly #solanaKey: SolanaKey
  readonly #solanaRpcUrls: Readonly<Record<string, string>>
  readonly #relayUrl: string
  readonly #proposals = new ProposalQueue()
  #log: WalletConnectRequestLogEntry[] = []
  #mode: WalletConnectRequestMode = 'approve'
  #rejection: SerializedRpcError = serializeRpcError(userRejected())
  #chainId: number
  #closing: Promise<void> | undefined

  constructor(client: SignClient, chains: ChainRegistry, account: LocalAccount, solanaKey: SolanaKey, options: WalletConnectTestWalletOptions) {
    this.#client = client
    this.#chains = chains
    this.#account = account
    this.#solanaKey = solanaKey
    this.#solanaRpcUrls = { ...DEFAULT_SOLANA_RPC_URLS, ...options.solanaRpcUrls }
    this.#relayUrl = options.relayUrl
    this.#chainId = chains.list()[0]!.id
    client.on('session_proposal', ({ params }) => this.#onProposal(params, options.autoApprove === true))
    client.on('proposal_expire', ({ id }) => this.#proposals.remove(id))
    client.on('session_request', (event) => void this.#onRequest(event))
  }

  get address(): Address {
    return this.#account.address
  }
  get solanaAddress(): string {
    return this.#solanaKey.address
  }
  get chainId(): number {
    return this.#chainId
  }
  get chains(): readonly TestChain[] {
    return this.#chains.list()
  }
  get proposals(): readonly ProposalTypes.Struct[] {
    return this.#proposals.pending
  }
  get sessions(): readonly SessionTypes.Struct[] {
    return this.#client.session.getAll()
  }
  get requests(): readonly WalletConnectRequestLogEntry[] {
    return this.#log
  }
  clearRequests(): void {
    this.#log = []
  }

  async pair(uri: string, { timeoutMs = 10_000 }: { timeoutMs?: number } = {}): Promise<void> {
    parsePairingUri(uri)
    await withTimeout(this.#client.pair({ uri }), timeoutMs, `pair: the relay at ${this.#relayUrl} did not answer within ${timeoutMs} ms`)
  }

  nextProposal({ timeoutMs = 5_000 }: { timeoutMs?: number } = {}): Promise<ProposalTypes.Struct> {
    return this.#proposals.next(timeoutMs)
  }

  async approve(options: ApproveOptions = {}): Promise<SessionTypes.Struct> {
    const proposal = await this.#proposal('approve', options.proposalId, options.timeoutMs)
    const namespaces = options.namespaces ?? this.#namespaces(proposal, options)
    const { topic } = await this.#client.approve({ id: proposal.id, namespaces })
    this.#proposals.remove(proposal.id)
    const approved = sessionChainIds(namespaces)
    const known = approved.find((id) => this.#chains.get(id))
    if (!approved.includes(this.#chainId) && known !== undefined) this.#chainId = known
    return this.#client.session.get(topic)
  }

  async reject({ proposalId, timeoutMs }: { proposalId?: number; timeoutMs?: number } = {}): Promise<void> {
    const proposal = await this.#proposal('reject', proposalId, timeoutMs)
    await this.#client.reject({ id: proposal.id, reason: USER_REJECTED })
    this.#proposals.remove(proposal.id)
  }

  setRequestMode(mode: WalletConnectRequestMode, error?: SerializedRpcError): void {
    this.#mode = mode
    this.#rejection = error ?? serializeRpcError(userRejected())
  }

  async disconnect(topic?: string): Promise<void> {
    const topics = topic === undefined ? this.sessions.map((session) => session.topic) : [topic]
    for (const sessionTopic of topics) await this.#client.disconnect({ topic: sessionTopic, reason: USER_DISCONNECTED })
  }

  async emitChainChanged(chainId: number): Promise<void> {
    this.#chainId = chainId
    for (const session of this.sessions) {
      await this.#addChainToSession(session, chainId)
      await this.#client.emit({ topic: session.topic, chainId: caip2(chainId), event: { name: 'chainChanged', data: chainId } })
    }
  }

  async emitAccountsChanged(accounts: readonly string[] = [this.address]): Promise<void> {
    for (const session of this.sessions) {
      await this.#client.emit({ topic: session.topic, chainId: caip2(this.#chainId), event: { name: 'accountsChanged', data: [...accounts] } })
    }
  }

  close(): Promise<void> {
    this.#closing ??= (async () => {
      this.#proposals.close()
      await closeSignClient(this.#client)
    })()
    return this.#closing
  }

  #onProposal(proposal: ProposalTypes.Struct, autoApprove: boolean): void {
    this.#proposals.add(proposal)
    if (!autoApprove) return
    this.approve({ proposalId: proposal.id }).catch((error: unknown) => {
      console.warn(`createWalletConnectTestWallet: auto-approve of proposal ${proposal.id} failed: ${error instanceof Error ? error.message : String(error)}`)
    })
  }

  async #proposal(action: string, id: number | undefined, timeoutMs = 5_000): Promise<ProposalTypes.Struct> {
    if (id === undefined) return this.#proposals.next(timeoutMs)
    const proposal = this.#proposals.pending.find((pending) => pending.id === id)
    if (!proposal) throw new TestWalletError('UNKNOWN_PROPOSAL', `${action}: no unanswered session proposal with id ${id}`)
    return proposal
  }

  /** eip155 with the chosen chains (none when only Solana was asked for), and solana with the Solana chains asked for. */
  #namespaces(proposal: ProposalTypes.Struct, options: ApproveOptions): SessionTypes.Namespaces {
    const solanaChains = options.solanaChains ?? requestedSolanaChains(proposal)
    const evmAsked = options.chains !== undefined || requestedChainIds(proposal).length > 0 || solanaChains.length === 0
    return {
      ...(evmAsked ? eip155Namespaces(this.address, options.chains ?? this.#defaultChains(proposal)) : {}),
      ...(solanaChains.length > 0 ? solanaNamespace(this.#solanaKey.address, solanaChains) : {}),
    }
  }

  /** The wallet's chains the proposal asks for; all of them when it asks for none. */
  #defaultChains(proposal: ProposalTypes.Struct): number[] {
    const known = this.#chains.list().map((chain) => chain.id)
    const asked = requestedChainIds(proposal).filter((id) => known.includes(id))
    return asked.length > 0 ? asked : known
  }

  /** emit() only accepts chains of the session's namespaces: a missing chain is added first (wc_sessionUpdate). */
  async #addChainToSession(session: SessionTypes.Struct, chainId: number): Promise<void> {
    if (sessionChainIds(session.namespaces).includes(chainId)) return
    const eip155 = session.namespaces['eip155'] ?? { accounts: [], methods: [...WALLET_METHODS], events: [...WALLET_EVENTS] }
    const chain = caip2(chainId)
    const namespaces = {
      ...session.namespaces,
      eip155: { ...eip155, chains: [...(eip155.chains ?? []), chain], accounts: [...eip155.accounts, `${chain}:${this.address}`] },
    }
    await this.#client.update({ topic: session.topic, namespaces })
  }

  async #onRequest({ id, topic, params }: SignClientTypes.EventArguments['session_request']): Promise<void> {
    const { request, chainId } = params
    const entry: WalletConnectRequestLogEntry = { id, topic, method: request.method, params: request.params, chainId, outcome: { status: 'pending' } }
    this.#log.push(entry)
    let response: JsonRpcResponse
    try {
      const prepared: PreparedRequest = chainId.startsWith('solana:')
        ? prepareSolanaRequest(request.method, request.params, { key: this.#solanaKey, chainId, rpcUrl: (id) => this.#solanaRpcUrls[id] })
        : prepareSessionRequest(request.method, request.params, this.#context(chainId))
      if (prepared.prompts && this.#mode === 'hang') {
        entry.outcome = { status: 'hung' }
        return
      }
      if (prepared.prompts && this.#mode === 'reject') throw new ProviderRpcError(this.#rejection.code, this.#rejection.message, this.#rejection.data)
      const result = (await prepared.run()) ?? null
      entry.outcome = { status: 'ok', result }
      response = { id, jsonrpc: '2.0', result }
    } catch (error) {
      const serialized = serializeRpcError(error)
      entry.outcome = { status: 'error', error: serialized }
      response = errorResponse(id, serialized)
    }
    // A session deleted meanwhile has nobody to answer: the outcome stays logged.
    await this.#client.respond({ topic, response }).catch(() => undefined)
  }

  #context(chainId: string): SessionRequestContext {
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const wallet = this
    return {
      account: this.#account,
      chains: this.#chains,
      requestChainId: eip155ChainId(chainId),
      get activeChainId() {
        return wallet.#chainId
      },
      switchChain: (id) => this.emitChainChanged(id),
    }
  }
}

/** The options checked like createTestWallet's, naming this function. */
function checkedOptions(options: WalletConnectTestWalletOptions): { chains: ChainRegistry; account: LocalAccount; solanaKey: SolanaKey } {
  let relay: URL | undefined
  try {
    relay = new URL(options.relayUrl)
  } catch {
    relay = undefined
  }
  if (!relay || (relay.protocol !== 'ws:' && relay.protocol !== 'wss:')) {
    throw new TestWalletError('INVALID_OPTIONS', `createWalletConnectTestWallet: relayUrl must be a ws:// or wss:// URL, got ${JSON.stringify(options.relayUrl)}`)
  }
  try {
    const source = options.privateKey !== undefined ? { privateKey: options.privateKey } : options.mnemonic !== undefined ? { mnemonic: options.mnemonic } : {}
    return {
      chains: new ChainRegistry(options.chains),
      account: resolveAccount(source, options.accountIndex ?? 0),
      solanaKey: keyOf('createWalletConnectTestWallet', { mnemonic: options.mnemonic, secretKey: options.solanaSecretKey }, options.solanaAccountIndex ?? 0),
    }
  } catch (error) {
    throw error instanceof TestWalletError ? new TestWalletError(error.code, error.message.replace(/^createTestWallet/, 'createWalletConnectTestWallet')) : error
  }
}

/** Starts a WalletConnect test wallet; throws a TestWalletError (INVALID_OPTIONS) for bad options. Call close() when done. */
export async function createWalletConnectTestWallet(options: WalletConnectTestWalletOptions): Promise<WalletConnectTestWallet> {
  const { chains, account, solanaKey } = checkedOptions(options)
  const client = await openSignClient({
    relayUrl: options.relayUrl,
    projectId: options.projectId,
    metadata: options.metadata ?? DEFAULT_METADATA,
    ...(options.logLevel !== undefined ? { logLevel: options.logLevel } : {}),
  })
  return new GangwayWalletConnectTestWallet(client, chains, account, solanaKey, options)
}
