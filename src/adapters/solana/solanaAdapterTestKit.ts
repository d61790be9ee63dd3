/** Test support for the Solana adapter's tests: a kit context, a registered Solana test wallet, a fake node. */
import { base58, base64 } from '@scure/base'
import { PublicKey, Transaction } from '@solana/web3.js'
import { afterEach, vi } from 'vitest'
import type { AdapterContext } from '../../kernel/adapterTypes'
import { adapterTestContext } from '../../test-support/adapterTestContext'
import { solana, solanaLocal } from '../../networks/solanaNetworks'
import { solanaTestKeypair } from '../../protocol/solanaTestKeys'
import { createSolanaTestWallet } from '../../testing/solana/createSolanaTestWallet'
import { fakeSolanaRpc, withSlot } from './fakeSolanaRpc'
import { SolanaAdapterCore as SolanaAdapter } from './SolanaAdapterCore'
import { TOKEN_PROGRAM, associatedTokenAddress } from './splToken'

export const PROXY = 'http://127.0.0.1:3002/v1/?chainId=solana:local&projectId=p'
export const NAME = 'Gangway Solana Test Wallet'
export const receiver = solanaTestKeypair(7).address
export const mint = solanaTestKeypair(999).address

export function kitContext(overrides: Partial<AdapterContext> = {}) {
  return adapterTestContext([solanaLocal, solana], PROXY, overrides)
}

/** A wallet's registration as the Wallet Standard does it; returns the wallet's unregister. */
export function register(wallet: object): () => void {
  let unregister: () => void = () => undefined
  const callback = ({ register: api }: { register: (wallet: object) => () => void }) => (unregister = api(wallet))
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  return () => unregister()
}

let dispose: (() => void) | undefined

/** Tears the adapter's setup down after the test. */
export function disposeAfterTest(teardown: () => void): void {
  dispose = teardown
}

/** Each test's adapter is torn down after it, and stubbed globals restored. */
export function useSolanaAdapterCleanup(): void {
  afterEach(() => {
    dispose?.()
    dispose = undefined
    vi.unstubAllGlobals()
  })
}

export function setUp(walletOptions: Parameters<typeof createSolanaTestWallet>[0] = {}) {
  const wallet = createSolanaTestWallet(walletOptions)
  const adapter = new SolanaAdapter()
  const kit = kitContext()
  dispose = adapter.setup(kit.context)
  register(wallet)
  return { wallet, adapter, ...kit }
}

export async function connected(walletOptions?: Parameters<typeof createSolanaTestWallet>[0]) {
  const setup = setUp(walletOptions)
  await setup.adapter.connect(NAME, solanaLocal)
  return setup
}

/** A node with `lamports` for every account, a mint with 6 decimals, and the sender's token account (if `tokens`). */
export function node(options: { lamports?: number; tokens?: bigint; receiverTokenAccount?: boolean; sender: string }) {
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
