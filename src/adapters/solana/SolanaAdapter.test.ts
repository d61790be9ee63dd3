// @vitest-environment happy-dom
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { PublicKey, SystemInstruction, SystemProgram, Transaction } from '@solana/web3.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdapterContext } from '../../kernel/adapterTypes'
import type { ConnectorInfo } from '../../kernel/stores/ConnectorStore'
import { solana, solanaLocal } from '../../networks/solanaNetworks'
import { solanaTestKeypair } from '../../protocol/solanaTestKeys'
import { createSolanaTestWallet } from '../../testing/solana/createSolanaTestWallet'
import { fakeSolanaRpc, RpcFailure, withSlot } from './fakeSolanaRpc'
import { SolanaAdapter } from './SolanaAdapter'
import { SolanaError } from './SolanaError'
import { ASSOCIATED_TOKEN_PROGRAM, TOKEN_PROGRAM, associatedTokenAddress } from './splToken'

const PROXY = 'http://127.0.0.1:3002/v1/?chainId=solana:local&projectId=p'
const NAME = 'Gangway Solana Test Wallet'
const receiver = solanaTestKeypair(7).address
const mint = solanaTestKeypair(999).address

function kitContext(overrides: Partial<AdapterContext> = {}) {
  const connectors: ConnectorInfo[] = []
  const context: AdapterContext = {
    enableEIP6963: true,
    kit: { account: { caipAddress: undefined, connectorId: undefined, status: 'disconnected' }, networks: { active: solanaLocal }, modal: { isOpen: false }, open: vi.fn(), connection: { disconnect: vi.fn(), switchNetwork: vi.fn() } },
    networks: () => [solanaLocal, solana],
    rpcUrl: () => PROXY,
    addConnector: (connector) => connectors.push(connector),
    removeConnector: (id) => connectors.splice(connectors.findIndex((connector) => connector.id === id), 1),
    onAccountsChanged: vi.fn(),
    onChainChanged: vi.fn(),
    onDisconnect: vi.fn(),
    ...overrides,
  }
  return { context, connectors }
}

/** A wallet's registration as the Wallet Standard does it; returns the wallet's unregister. */
function register(wallet: object): () => void {
  let unregister: () => void = () => undefined
  const callback = ({ register: api }: { register: (wallet: object) => () => void }) => (unregister = api(wallet))
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  return () => unregister()
}

let dispose: (() => void) | undefined
afterEach(() => {
  dispose?.()
  dispose = undefined
  vi.unstubAllGlobals()
})

function setUp(walletOptions: Parameters<typeof createSolanaTestWallet>[0] = {}) {
  const wallet = createSolanaTestWallet(walletOptions)
  const adapter = new SolanaAdapter()
  const kit = kitContext()
  dispose = adapter.setup(kit.context)
  register(wallet)
  return { wallet, adapter, ...kit }
}

async function connected(walletOptions?: Parameters<typeof createSolanaTestWallet>[0]) {
  const setup = setUp(walletOptions)
  await setup.adapter.connect(NAME, solanaLocal)
  return setup
}

/** A node with `lamports` for every account, a mint with 6 decimals, and the sender's token account (if `tokens`). */
function node(options: { lamports?: number; tokens?: bigint; receiverTokenAccount?: boolean; sender: string }) {
  const program = new PublicKey(TOKEN_PROGRAM)
  const sourceAta = associatedTokenAddress(new PublicKey(options.sender), new PublicKey(mint), program).toBase58()
  const destinationAta = associatedTokenAddress(new PublicKey(receiver), new PublicKey(mint), program).toBase58()
  const mintData = new Uint8Array(82)
  mintData[44] = 6
  mintData[45] = 1
  const tokenAccount = (amount: bigint) => {
    const data = new Uint8Array(165)
    new DataView(data.buffer).setBigUint64(64, amount, true)
    return data
  }
  const account = (data: Uint8Array) => ({ owner: TOKEN_PROGRAM, lamports: 2_039_280, data: [base64.encode(data), 'base64'], executable: false, rentEpoch: 0, space: data.length })
  const sent: Uint8Array[] = []
  const rpc = fakeSolanaRpc({
    getBalance: () => withSlot(options.lamports ?? 5_000_000_000),
    getAccountInfo: ([address]) => {
      if (address === mint) return withSlot(account(mintData))
      if (address === sourceAta && options.tokens !== undefined) return withSlot(account(tokenAccount(options.tokens)))
      if (address === destinationAta && options.receiverTokenAccount) return withSlot(account(tokenAccount(0n)))
      return withSlot(null)
    },
    getLatestBlockhash: () => withSlot({ blockhash: solanaTestKeypair(500).address, lastValidBlockHeight: 200 }),
    sendTransaction: ([transaction]) => {
      const bytes = base64.decode(String(transaction))
      sent.push(bytes)
      return base58.encode(Transaction.from(bytes).signature!)
    },
    getSignatureStatuses: () => withSlot([{ slot: 2, confirmations: 0, err: null, confirmationStatus: 'confirmed' }]),
    getBlockHeight: () => 100,
  })
  return { ...rpc, sent, sourceAta, destinationAta }
}

describe('SolanaAdapter: discovery', () => {
  it('lists each Wallet Standard wallet with a Solana chain and standard:connect, and drops it when it unregisters', () => {
    const adapter = new SolanaAdapter()
    const { context, connectors } = kitContext()
    // A wallet loaded before the kit answers the app-ready event.
    const early = createSolanaTestWallet({ name: 'Early Wallet' })
    window.addEventListener('wallet-standard:app-ready', ((event: CustomEvent<{ register: (wallet: object) => void }>) => event.detail.register(early)) as EventListener, { once: true })
    dispose = adapter.setup(context)
    const late = createSolanaTestWallet()
    const unregister = register(late)
    register({ ...createSolanaTestWallet({ name: 'EVM only' }), name: 'EVM only', chains: ['eip155:1'], features: late.features, accounts: [] })
    register({ name: 42 })
    expect(connectors).toEqual([
      expect.objectContaining({ id: 'Early Wallet', type: 'ANNOUNCED', name: 'Early Wallet', imageUrl: expect.stringMatching(/^data:image\//) }),
      expect.objectContaining({ id: NAME, type: 'ANNOUNCED', name: NAME }),
    ])
    unregister()
    expect(connectors.map(({ id }) => id)).toEqual(['Early Wallet'])
  })
})

describe('SolanaAdapter: connection', () => {
  it('connects with standard:connect and reports the network it connected on', async () => {
    const { adapter, wallet } = setUp()
    await expect(adapter.connect(NAME, solanaLocal)).resolves.toEqual({ address: wallet.address, chainId: solanaLocal.id })
    expect(wallet.connected).toBe(true)
  })

  it("gives the wallet's refusal as ProviderRpcError 4001", async () => {
    const { adapter, wallet } = setUp()
    wallet.faults.next({ kind: 'reject' })
    await expect(adapter.connect(NAME, solanaLocal)).rejects.toMatchObject({ name: 'ProviderRpcError', code: 4001, message: 'User rejected the request.' })
  })

  it('reconnects without a prompt, and not at all once the wallet no longer grants the site', async () => {
    const { adapter, wallet } = await connected()
    await expect(adapter.reconnect(NAME)).resolves.toEqual({ address: wallet.address, chainId: solanaLocal.id })
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'standard:connect', params: { silent: true } })
    wallet.disconnect()
    await expect(adapter.reconnect(NAME)).resolves.toBeUndefined()
    expect(wallet.connected).toBe(false)
  })

  it('disconnects with standard:disconnect', async () => {
    const { adapter, wallet } = await connected()
    await adapter.disconnect(NAME)
    expect(wallet.connected).toBe(false)
    expect(adapter.getProvider(NAME)).toBeUndefined()
  })

  it("forwards the wallet's account change and its disconnect", async () => {
    const { adapter, wallet, context } = await connected()
    wallet.setAccount(1)
    expect(context.onAccountsChanged).toHaveBeenCalledWith(NAME, [solanaTestKeypair(1).address])
    expect(adapter.getProvider(NAME)?.publicKey.toBase58()).toBe(solanaTestKeypair(1).address)
    wallet.disconnect()
    expect(context.onDisconnect).toHaveBeenCalledWith(NAME)
  })

  it('records a network switch: the wallet is not asked, the RPC follows', async () => {
    const { adapter, wallet } = await connected({ rpcUrls: { 'solana:mainnet': 'http://mainnet.test/' } })
    const rpc = node({ sender: wallet.address })
    await adapter.switchNetwork(NAME, solana)
    await adapter.getProvider(NAME)!.signAndSendTransaction(new Transaction().add(SystemProgram.transfer({ fromPubkey: new PublicKey(wallet.address), toPubkey: new PublicKey(receiver), lamports: 1 })))
    // A public cluster: the wallet sends itself, to its own node.
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'solana:signAndSendTransaction', params: [expect.objectContaining({ chain: 'solana:mainnet' })] })
    expect(rpc.calls.map(({ url, method }) => [method, url])).toEqual([
      ['getLatestBlockhash', PROXY],
      ['sendTransaction', 'http://mainnet.test/'],
    ])
  })
})

describe('SolanaAdapter: signing', () => {
  it('signs the UTF-8 bytes and gives the base58 signature, which verifies with the public key', async () => {
    const { adapter, wallet } = await connected()
    const signature = await adapter.signMessage(NAME, wallet.address, 'Hello, Gangway ✓')
    expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode('Hello, Gangway ✓'), wallet.publicKey)).toBe(true)
  })

  it("gives the provider AppKit's shape: publicKey, signMessage, signTransaction, signAllTransactions", async () => {
    const { adapter, wallet } = await connected()
    const provider = adapter.getProvider(NAME)!
    expect(provider.publicKey.toBase58()).toBe(wallet.address)
    const message = new TextEncoder().encode('bytes')
    expect(ed25519.verify(await provider.signMessage(message), message, wallet.publicKey)).toBe(true)
    const transaction = new Transaction({ feePayer: new PublicKey(wallet.address), blockhash: solanaTestKeypair(500).address, lastValidBlockHeight: 1 }).add(
      SystemProgram.transfer({ fromPubkey: new PublicKey(wallet.address), toPubkey: new PublicKey(receiver), lamports: 10 }),
    )
    const signed = await provider.signTransaction(transaction)
    expect(signed).toBeInstanceOf(Transaction)
    expect(signed.verifySignatures()).toBe(true)
    const [first, second] = await provider.signAllTransactions([transaction, transaction])
    expect(first!.verifySignatures() && second!.verifySignatures()).toBe(true)
  })
})

describe('SolanaAdapter: balances', () => {
  it('reads lamports through the kit RPC and gives SOL exactly', async () => {
    const { adapter, wallet } = setUp()
    const rpc = fakeSolanaRpc({ getBalance: () => withSlot(1_234_567_891) })
    await expect(adapter.getBalance(wallet.address, solanaLocal)).resolves.toEqual({ balance: '1.234567891', symbol: 'SOL' })
    expect(rpc.calls).toEqual([{ url: PROXY, method: 'getBalance', params: [wallet.address, { commitment: 'confirmed' }] }])
  })

  it("falls back to the network's own node when the proxy refuses", async () => {
    const { adapter, wallet } = setUp()
    const rpc = fakeSolanaRpc({ getBalance: () => withSlot(0) }, (url) => url === PROXY)
    await expect(adapter.getBalance(wallet.address, solanaLocal)).resolves.toEqual({ balance: '0', symbol: 'SOL' })
    expect(rpc.calls.map(({ url }) => url)).toEqual(['http://127.0.0.1:8899/'])
  })
})

describe('SolanaAdapter: transfers', () => {
  it('sends SOL as one system transfer, signed by the wallet and sent through the kit RPC, then confirmed', async () => {
    const { adapter, wallet } = await connected()
    const rpc = node({ sender: wallet.address })
    const signature = await adapter.transfer!(NAME, { from: wallet.address, to: receiver, amount: 100_000_000n }, solanaLocal)
    expect(rpc.methods()).toEqual(['getBalance', 'getLatestBlockhash', 'sendTransaction', 'getSignatureStatuses'])
    const sent = Transaction.from(rpc.sent[0]!)
    expect(base58.encode(sent.signature!)).toBe(signature)
    expect(sent.verifySignatures()).toBe(true)
    expect(sent.instructions).toHaveLength(1)
    expect(SystemInstruction.decodeTransfer(sent.instructions[0]!)).toEqual({ fromPubkey: new PublicKey(wallet.address), toPubkey: new PublicKey(receiver), lamports: 100_000_000n })
    expect(wallet.requests.map(({ method }) => method)).toEqual(['standard:connect', 'solana:signTransaction'])
  })

  it("sends an SPL token with TransferChecked, creating the receiver's token account when it is missing", async () => {
    const { adapter, wallet } = await connected()
    const rpc = node({ sender: wallet.address, tokens: 10_000_000_000n })
    await adapter.transfer!(NAME, { from: wallet.address, to: receiver, amount: 5_000_000n, token: mint }, solanaLocal)
    const [create, transfer] = Transaction.from(rpc.sent[0]!).instructions
    expect(create!.programId.toBase58()).toBe(ASSOCIATED_TOKEN_PROGRAM)
    expect([...create!.data]).toEqual([1])
    expect(create!.keys.map(({ pubkey }) => pubkey.toBase58())).toEqual([wallet.address, rpc.destinationAta, receiver, mint, SystemProgram.programId.toBase58(), TOKEN_PROGRAM])
    expect(transfer!.programId.toBase58()).toBe(TOKEN_PROGRAM)
    expect([...transfer!.data]).toEqual([12, 0x40, 0x4b, 0x4c, 0, 0, 0, 0, 0, 6])
    expect(transfer!.keys.map(({ pubkey, isSigner, isWritable }) => [pubkey.toBase58(), isSigner, isWritable])).toEqual([
      [rpc.sourceAta, false, true],
      [mint, false, false],
      [rpc.destinationAta, false, true],
      // The owner pays the fee too, so the message makes its key writable.
      [wallet.address, true, true],
    ])
  })

  it("leaves the receiver's token account alone when it exists", async () => {
    const { adapter, wallet } = await connected()
    const rpc = node({ sender: wallet.address, tokens: 10_000_000n, receiverTokenAccount: true })
    await adapter.transfer!(NAME, { from: wallet.address, to: receiver, amount: 5_000_000n, token: mint }, solanaLocal)
    expect(Transaction.from(rpc.sent[0]!).instructions.map(({ programId }) => programId.toBase58())).toEqual([TOKEN_PROGRAM])
  })

  it('refuses more than the balance with INSUFFICIENT_FUNDS before asking the wallet', async () => {
    const { adapter, wallet } = await connected()
    node({ sender: wallet.address, lamports: 100_000_000, tokens: 1_000_000n })
    const sol = adapter.transfer!(NAME, { from: wallet.address, to: receiver, amount: 100_000_000n }, solanaLocal)
    await expect(sol).rejects.toMatchObject({ name: 'SolanaError', code: 'INSUFFICIENT_FUNDS', details: 'The balance is 0.1 SOL' })
    const token = adapter.transfer!(NAME, { from: wallet.address, to: receiver, amount: 5_000_000n, token: mint }, solanaLocal)
    await expect(token).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS', details: 'The token balance is 1' })
    expect(wallet.requests.map(({ method }) => method)).toEqual(['standard:connect'])
  })

  it("gives the node's insufficient-funds refusal the same code", async () => {
    const { adapter, wallet } = await connected()
    fakeSolanaRpc({
      getBalance: () => withSlot(5_000_000_000),
      getLatestBlockhash: () => withSlot({ blockhash: solanaTestKeypair(500).address, lastValidBlockHeight: 200 }),
      sendTransaction: () => new RpcFailure(-32002, 'Transaction simulation failed: Attempt to debit an account but found no record of a prior credit. insufficient funds for rent'),
    })
    await expect(adapter.transfer!(NAME, { from: wallet.address, to: receiver, amount: 1n }, solanaLocal)).rejects.toBeInstanceOf(SolanaError)
    await expect(adapter.transfer!(NAME, { from: wallet.address, to: receiver, amount: 1n }, solanaLocal)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' })
  })

  it('refuses a malformed address with INVALID_ADDRESS', async () => {
    const { adapter, wallet } = await connected()
    node({ sender: wallet.address })
    await expect(adapter.transfer!(NAME, { from: wallet.address, to: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', amount: 1n }, solanaLocal)).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
      message: "Invalid Solana address '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'",
    })
  })

  it("gives the wallet's refusal to sign as ProviderRpcError 4001, and sends nothing", async () => {
    const { adapter, wallet } = await connected()
    const rpc = node({ sender: wallet.address })
    wallet.faults.next({ kind: 'reject' })
    await expect(adapter.transfer!(NAME, { from: wallet.address, to: receiver, amount: 1n }, solanaLocal)).rejects.toMatchObject({ code: 4001 })
    expect(rpc.methods()).not.toContain('sendTransaction')
  })

  it('reports a transaction the chain failed', async () => {
    const { adapter, wallet } = await connected()
    fakeSolanaRpc({
      getBalance: () => withSlot(5_000_000_000),
      getLatestBlockhash: () => withSlot({ blockhash: solanaTestKeypair(500).address, lastValidBlockHeight: 200 }),
      sendTransaction: ([transaction]) => base58.encode(Transaction.from(base64.decode(String(transaction))).signature!),
      getSignatureStatuses: () => withSlot([{ slot: 2, confirmations: 0, err: { InstructionError: [0, { Custom: 1 }] }, confirmationStatus: 'processed' }]),
    })
    await expect(adapter.transfer!(NAME, { from: wallet.address, to: receiver, amount: 1n }, solanaLocal)).rejects.toMatchObject({
      code: 'TRANSACTION_FAILED',
      message: 'The transaction failed: {"InstructionError":[0,{"Custom":1}]}',
    })
  })

  it('is not an EVM adapter: sendTransaction refuses', async () => {
    const { adapter } = setUp()
    await expect(adapter.sendTransaction()).rejects.toMatchObject({ code: 'EVM_CALL' })
  })
})

describe('SolanaAdapter: WalletConnect', () => {
  function session(answers: Record<string, (params: unknown) => unknown>) {
    const requests: { method: string; params?: unknown }[] = []
    const listeners = new Map<string, Set<(payload: never) => void>>()
    return {
      requests,
      emit: (event: string, payload: unknown) => listeners.get(event)?.forEach((listener) => listener(payload as never)),
      listenerCount: () => [...listeners.values()].reduce((count, set) => count + set.size, 0),
      provider: {
        request: vi.fn(async (args: { method: string; params?: unknown }) => {
          requests.push(args)
          return answers[args.method]!(args.params)
        }),
        on: (event: string, listener: (payload: never) => void) => listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
        removeListener: (event: string, listener: (payload: never) => void) => listeners.get(event)?.delete(listener),
        disconnect: vi.fn(async () => undefined),
      },
    }
  }

  it('connects, signs and sends with the WalletConnect Solana RPC shapes', async () => {
    const key = solanaTestKeypair(3)
    const seed = key.secretKey.slice(0, 32)
    const wc = session({
      solana_requestAccounts: () => [{ pubkey: key.address }],
      solana_signMessage: (params) => ({ signature: base58.encode(ed25519.sign(base58.decode((params as { message: string }).message), seed)) }),
      // A wallet that answers with its signature only: the adapter puts it in the transaction.
      solana_signTransaction: (params) => {
        const transaction = Transaction.from(base64.decode((params as { transaction: string }).transaction))
        return { signature: base58.encode(ed25519.sign(transaction.serializeMessage(), seed)) }
      },
      solana_signAndSendTransaction: () => ({ signature: base58.encode(new Uint8Array(64).fill(7)) }),
    })
    const adapter = new SolanaAdapter()
    const { context } = kitContext()
    dispose = adapter.setup(context)
    adapter.attachProvider('walletConnect', wc.provider)
    await expect(adapter.connect('walletConnect', solanaLocal)).resolves.toEqual({ address: key.address, chainId: solanaLocal.id })

    const signature = await adapter.signMessage('walletConnect', key.address, 'over the relay')
    expect(wc.requests[1]).toEqual({ method: 'solana_signMessage', params: { message: base58.encode(new TextEncoder().encode('over the relay')), pubkey: key.address } })
    expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode('over the relay'), key.publicKey)).toBe(true)

    const rpc = node({ sender: key.address })
    await adapter.transfer!('walletConnect', { from: key.address, to: receiver, amount: 1000n }, solanaLocal)
    expect(wc.requests[2]).toEqual({ method: 'solana_signTransaction', params: { transaction: expect.any(String), pubkey: key.address } })
    expect(Transaction.from(rpc.sent[0]!).verifySignatures()).toBe(true)

    // On a public cluster the wallet sends itself.
    await adapter.switchNetwork('walletConnect', solana)
    const unsigned = new Transaction({ feePayer: new PublicKey(key.address), blockhash: solanaTestKeypair(500).address, lastValidBlockHeight: 1 }).add(
      SystemProgram.transfer({ fromPubkey: new PublicKey(key.address), toPubkey: new PublicKey(receiver), lamports: 1 }),
    )
    await expect(adapter.getProvider('walletConnect')!.signAndSendTransaction(unsigned, { skipPreflight: true })).resolves.toBe(base58.encode(new Uint8Array(64).fill(7)))
    expect(wc.requests[3]).toEqual({ method: 'solana_signAndSendTransaction', params: { transaction: expect.any(String), pubkey: key.address, sendOptions: { skipPreflight: true } } })

    await adapter.disconnect('walletConnect')
    expect(wc.provider.disconnect).toHaveBeenCalled()
  })

  it("forwards the session's account change and its end", async () => {
    const key = solanaTestKeypair(3)
    const wc = session({ solana_requestAccounts: () => [{ pubkey: key.address }] })
    const adapter = new SolanaAdapter()
    const { context } = kitContext()
    dispose = adapter.setup(context)
    adapter.attachProvider('walletConnect', wc.provider)
    await adapter.connect('walletConnect', solanaLocal)
    wc.emit('accountsChanged', [solanaTestKeypair(4).address])
    expect(context.onAccountsChanged).toHaveBeenCalledWith('walletConnect', [solanaTestKeypair(4).address])
    wc.emit('disconnect', { code: 6000, message: 'Session deleted' })
    expect(context.onDisconnect).toHaveBeenCalledWith('walletConnect')
    expect(wc.listenerCount()).toBe(0)
  })

  it("gives a WalletConnect wallet's refusal as 4001", async () => {
    const key = solanaTestKeypair(3)
    const wc = session({
      solana_requestAccounts: () => [{ pubkey: key.address }],
      solana_signMessage: () => {
        throw Object.assign(new Error('User rejected.'), { code: 5000 })
      },
    })
    const adapter = new SolanaAdapter()
    dispose = adapter.setup(kitContext().context)
    adapter.attachProvider('walletConnect', wc.provider)
    await adapter.connect('walletConnect', solanaLocal)
    await expect(adapter.signMessage('walletConnect', key.address, 'no')).rejects.toMatchObject({ code: 4001 })
  })
})
