// @vitest-environment node
/**
 * Session requests answered by the WalletConnect test wallet, against a local relay and two real anvil
 * chains (31337 and 31338 on spare ports 29345/29346): signatures checked with viem, a transaction that
 * moves ETH on chain, switching chains, and the request modes.
 */
import type { SessionTypes } from '@walletconnect/types'
import { createPublicClient, http, parseEther, toHex, verifyMessage, verifyTypedData, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilHandle } from '../../../server/chain/anvil'
import { startRelay, type Relay } from '../../../server/relay/startRelay'
import { openTestDapp, type TestDapp } from './testDapp'
import type { TestChain } from '../types'
import { createWalletConnectTestWallet } from './createWalletConnectTestWallet'
import type { WalletConnectTestWallet } from './types'

const CHAIN_A: TestChain = { id: 31337, name: 'Gangway Local', rpcUrl: 'http://127.0.0.1:29345' }
const CHAIN_B: TestChain = { id: 31338, name: 'Gangway Local 2', rpcUrl: 'http://127.0.0.1:29346' }
const RECIPIENT = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955' // mnemonic account #7
const TYPED_DATA = {
  domain: { name: 'Gangway', version: '1', chainId: 31337 },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'hello' },
} as const

let anvils: AnvilHandle[] = []
let relay: Relay
let dapp: TestDapp
let wallet: WalletConnectTestWallet
let session: SessionTypes.Struct
beforeAll(async () => {
  anvils = [await startAnvil({ id: CHAIN_A.id, name: CHAIN_A.name, rpcPort: 29345 }), await startAnvil({ id: CHAIN_B.id, name: CHAIN_B.name, rpcPort: 29346 })]
  relay = await startRelay({ port: 0 })
  dapp = await openTestDapp(relay.url)
  wallet = await createWalletConnectTestWallet({ relayUrl: relay.url, projectId: 'gangway-test', chains: [CHAIN_A, CHAIN_B] })
  const { uri, approval } = await dapp.connect(['eip155:31337', 'eip155:31338'])
  await wallet.pair(uri)
  await wallet.approve()
  session = await approval()
}, 30_000)
afterAll(async () => {
  await wallet?.close()
  await dapp?.close()
  await relay?.close()
  await Promise.all(anvils.map((anvil) => anvil.stop()))
})

const request = <T = unknown>(method: string, params: unknown[], chainId?: string) => dapp.request<T>(session, method, params, chainId)

describe('WalletConnect test wallet: requests', () => {
  it('signs personal_sign (hex or text) with the account; viem verifies it', async () => {
    const hexMessage = toHex('hello gangway')
    const signature = await request<Hex>('personal_sign', [hexMessage, wallet.address])
    expect(await verifyMessage({ address: wallet.address, message: { raw: hexMessage }, signature })).toBe(true)
    const textSignature = await request<Hex>('personal_sign', ['plain text', wallet.address])
    expect(await verifyMessage({ address: wallet.address, message: 'plain text', signature: textSignature })).toBe(true)
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'personal_sign', chainId: 'eip155:31337', topic: session.topic, outcome: { status: 'ok', result: textSignature } })
  })

  it('signs eth_signTypedData_v4 (typed data as JSON text); viem verifies it', async () => {
    const signature = await request<Hex>('eth_signTypedData_v4', [wallet.address, JSON.stringify(TYPED_DATA)])
    expect(await verifyTypedData({ address: wallet.address, ...TYPED_DATA, signature })).toBe(true)
  })

  it('sends eth_sendTransaction on the chain the request names and returns the hash; the balance changes on chain', async () => {
    const client = createPublicClient({ transport: http(CHAIN_B.rpcUrl) })
    const before = await client.getBalance({ address: RECIPIENT })
    const hash = await request<Hex>('eth_sendTransaction', [{ from: wallet.address, to: RECIPIENT, value: toHex(parseEther('1.5')) }], 'eip155:31338')
    const receipt = await client.waitForTransactionReceipt({ hash, timeout: 10_000 })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: RECIPIENT })).toBe(before + parseEther('1.5'))
  })

  it('answers eth_chainId and eth_accounts', async () => {
    expect(await request('eth_accounts', [])).toEqual([wallet.address])
    expect(await request('eth_chainId', [])).toBe(toHex(wallet.chainId))
  })

  it('switches to a chain it has (chainChanged on the session), and answers 4902 for one it does not', async () => {
    expect(await request('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toBeNull()
    expect(wallet.chainId).toBe(31338)
    await expect.poll(() => dapp.events.at(-1)).toEqual({ chainId: 'eip155:31338', event: { name: 'chainChanged', data: 31338 } })
    expect(await request('eth_chainId', [])).toBe('0x7a6a')
    await expect(request('wallet_switchEthereumChain', [{ chainId: '0x539' }])).rejects.toMatchObject({ code: 4902 })
    await expect(request('wallet_switchEthereumChain', [{ chainId: 'mainnet' }])).rejects.toMatchObject({ code: -32602 })
  })

  it('adds a chain with wallet_addEthereumChain and can then switch to it', async () => {
    const added = { chainId: '0x7a6b', chainName: 'Extra', rpcUrls: ['http://127.0.0.1:29347'], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }
    expect(await request('wallet_addEthereumChain', [added])).toBeNull()
    expect(wallet.chains.map((chain) => chain.id)).toEqual([31337, 31338, 31339])
    expect(await request('wallet_switchEthereumChain', [{ chainId: '0x7a6b' }])).toBeNull()
    await expect.poll(() => dapp.events.at(-1)?.chainId).toBe('eip155:31339')
    await wallet.emitChainChanged(31337)
  })

  it('answers bad params with -32602 and another account with 4100, logging the error', async () => {
    await expect(request('personal_sign', [42, wallet.address])).rejects.toMatchObject({ code: -32602 })
    await expect(request('personal_sign', ['0x00', RECIPIENT])).rejects.toMatchObject({ code: 4100 })
    expect(wallet.requests.at(-1)?.outcome).toMatchObject({ status: 'error', error: { code: 4100 } })
  })

  it("setRequestMode('reject') refuses prompts with 4001 (or the given error) but still answers eth_chainId", async () => {
    wallet.setRequestMode('reject')
    await expect(request('personal_sign', ['0x01', wallet.address])).rejects.toEqual({ code: 4001, message: 'User rejected the request.' })
    expect(await request('eth_chainId', [])).toBe('0x7a69')
    wallet.setRequestMode('reject', { code: 5000, message: 'User rejected.' })
    await expect(request('eth_signTypedData_v4', [wallet.address, JSON.stringify(TYPED_DATA)])).rejects.toMatchObject({ code: 5000 })
    wallet.setRequestMode('approve')
  })

  it("setRequestMode('hang') never answers a prompt, and logs it as hung", async () => {
    wallet.setRequestMode('hang')
    wallet.clearRequests()
    let settled = false
    void request('personal_sign', ['0x02', wallet.address]).finally(() => (settled = true)).catch(() => undefined)
    await expect.poll(() => wallet.requests[0]?.outcome).toEqual({ status: 'hung' })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(settled).toBe(false)
    wallet.setRequestMode('approve')
  })
})
