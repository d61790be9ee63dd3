// @vitest-environment happy-dom
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { describe, expect, it, vi } from 'vitest'
import { solana, solanaLocal } from '../../networks/solanaNetworks'
import { solanaTestKeypair } from '../../protocol/solanaTestKeys'
import { createSolanaTestWallet } from '../../testing/solana/createSolanaTestWallet'
import { fakeSolanaRpc, withSlot } from './fakeSolanaRpc'
import { SolanaAdapterCore as SolanaAdapter } from './SolanaAdapterCore'
import { connected, disposeAfterTest, kitContext, NAME, node, PROXY, receiver, register, setUp, useSolanaAdapterCleanup } from './solanaAdapterTestKit'

useSolanaAdapterCleanup()

describe('SolanaAdapter: discovery', () => {
  it('lists each Wallet Standard wallet with a Solana chain and standard:connect, and drops it when it unregisters', () => {
    const adapter = new SolanaAdapter()
    const { context, connectors } = kitContext()
    // A wallet loaded before the kit answers the app-ready event.
    const early = createSolanaTestWallet({ name: 'Early Wallet' })
    window.addEventListener('wallet-standard:app-ready', ((event: CustomEvent<{ register: (wallet: object) => void }>) => event.detail.register(early)) as EventListener, { once: true })
    disposeAfterTest(adapter.setup(context))
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
    disposeAfterTest(adapter.setup(context))
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
    disposeAfterTest(adapter.setup(context))
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
    disposeAfterTest(adapter.setup(kitContext().context))
    adapter.attachProvider('walletConnect', wc.provider)
    await adapter.connect('walletConnect', solanaLocal)
    await expect(adapter.signMessage('walletConnect', key.address, 'no')).rejects.toMatchObject({ code: 4001 })
  })
})
