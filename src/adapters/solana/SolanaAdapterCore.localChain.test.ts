// @vitest-environment happy-dom
/**
 * The Solana adapter against the real local Solana chain (litesvm behind the cloud's JSON-RPC server, started here on
 * spare ports) with the Solana test wallet: SOL and gUSD land at a fresh address, the receiver's token account
 * created on the way; more than the balance is refused before the wallet is asked. Solana key 16 sends.
 */
import { base64 } from '@scure/base'
import { Keypair, PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { SOLANA_LOCAL } from '../../../server/chain/solana/solanaLocalChain'
import { startSolanaChain, type SolanaChainHandle } from '../../../server/chain/solana/startSolanaChain'
import { SLOW_SETUP_MS } from '../../../server/testing/hookTimeouts'
import type { AdapterContext } from '../../kernel/adapterTypes'
import { solanaLocal } from '../../networks/solanaNetworks'
import { solanaTestKeypair } from '../../protocol/solanaTestKeys'
import { createSolanaTestWallet } from '../../testing/solana/createSolanaTestWallet'
import { SolanaAdapterCore as SolanaAdapter } from './SolanaAdapterCore'
import { TOKEN_PROGRAM, associatedTokenAddress } from './splToken'

let chain: SolanaChainHandle
let adapter: SolanaAdapter
let dispose: () => void
const wallet = createSolanaTestWallet({ accountIndex: 16 })

beforeAll(async () => {
  chain = await startSolanaChain({ rpcPort: 0, wsPort: 0, genesisHash: SOLANA_LOCAL.genesisHash })
  const network = { ...solanaLocal, rpcUrls: { default: { http: [chain.rpcUrl] } } }
  const context: AdapterContext = {
    enableEIP6963: true,
    kit: { account: { caipAddress: undefined, connectorId: undefined, status: 'disconnected' }, networks: { active: network }, modal: { isOpen: false }, open: vi.fn(), connection: { disconnect: vi.fn(), switchNetwork: vi.fn() } },
    networks: () => [network],
    rpcUrl: () => chain.rpcUrl,
    addConnector: vi.fn(),
    removeConnector: vi.fn(),
    onAccountsChanged: vi.fn(),
    onChainChanged: vi.fn(),
    onDisconnect: vi.fn(),
  }
  adapter = new SolanaAdapter()
  dispose = adapter.setup(context)
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: ({ register }: { register: (w: object) => void }) => register(wallet) }))
  await adapter.connect(wallet.name, network)
}, SLOW_SETUP_MS)
afterAll(async () => {
  dispose?.()
  await chain?.stop()
})

async function rpc(method: string, params: unknown[]): Promise<{ value: unknown }> {
  const response = await fetch(chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  return ((await response.json()) as { result: { value: unknown } }).result
}

describe('SolanaAdapter on the local Solana chain', () => {
  const receiver = Keypair.generate().publicKey.toBase58()
  const mint = solanaTestKeypair(999).address

  it('sends 0.1 SOL and 5 gUSD to a fresh address (its token account created), which the chain then shows', async () => {
    await adapter.transfer!(wallet.name, { from: wallet.address, to: receiver, amount: 100_000_000n }, solanaLocal)
    expect((await rpc('getBalance', [receiver, { commitment: 'confirmed' }])).value).toBe(100_000_000)
    await expect(adapter.getBalance(receiver, solanaLocal)).resolves.toEqual({ balance: '0.1', symbol: 'SOL' })

    // Key 16 holds no gUSD: key 0 sends it, through the same adapter, after an account switch in the wallet.
    wallet.setAccount(0)
    await adapter.transfer!(wallet.name, { from: solanaTestKeypair(0).address, to: receiver, amount: 5_000_000n, token: mint }, solanaLocal)
    const account = associatedTokenAddress(new PublicKey(receiver), new PublicKey(mint), new PublicKey(TOKEN_PROGRAM)).toBase58()
    const info = (await rpc('getAccountInfo', [account, { encoding: 'base64', commitment: 'confirmed' }])).value as { data: [string, string] }
    expect(new DataView(base64.decode(info.data[0]).buffer).getBigUint64(64, true)).toBe(5_000_000n)
    // Again: the token account exists now, so the transaction only transfers.
    await adapter.transfer!(wallet.name, { from: solanaTestKeypair(0).address, to: receiver, amount: 1_000_000n, token: mint }, solanaLocal)
    const again = (await rpc('getAccountInfo', [account, { encoding: 'base64', commitment: 'confirmed' }])).value as { data: [string, string] }
    expect(new DataView(base64.decode(again.data[0]).buffer).getBigUint64(64, true)).toBe(6_000_000n)
    wallet.setAccount(16)
  })

  it('refuses more than the balance before the wallet is asked', async () => {
    wallet.clearRequests()
    await expect(adapter.transfer!(wallet.name, { from: wallet.address, to: receiver, amount: 1_000_000_000_000n }, solanaLocal)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' })
    await expect(adapter.transfer!(wallet.name, { from: wallet.address, to: receiver, amount: 1n, token: mint }, solanaLocal)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' })
    expect(wallet.requests).toEqual([])
  })
})
