import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, createWalletClient, http, parseEther, recoverTypedDataAddress, verifyMessage, type Address, type Hash } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { startAnvil, type AnvilHandle } from '../chain/anvil'
import { rpcUrl, type LocalChain } from '../chain/chains'
import { testAccount, viemChain } from '../chain/deployContracts'
import { deriveKeys, openKey } from './crypto/secrets'
import { walletKeyContext } from './store/wallets'
import { useSecureSite } from './testing/useSecureSite'

/** A live chain on a spare port, and a second one the site knows whose node is down. */
const CHAIN: LocalChain = { id: 31337, name: 'Gangway Local', rpcPort: 29545 }
const DOWN: LocalChain = { id: 31338, name: 'Gangway Local 2', rpcPort: 29546 }
const DEVICE = 'device-rpc-00000001'

describe('secure site: the embedded wallet (keys at rest, RPC)', () => {
  const site = useSecureSite({ localChains: [CHAIN, DOWN] })
  let anvil: AnvilHandle
  let token: string
  let address: Address
  const rpc = async (method: string, params: unknown, chainId: unknown = CHAIN.id) => {
    const response = await site.post('rpc', { method, params, chainId }, token)
    return { status: response.status, body: (await response.json()) as { result?: unknown; message?: string } }
  }

  beforeAll(async () => {
    anvil = await startAnvil(CHAIN)
    token = await site.login('wallet@example.com', DEVICE)
    address = ((await (await site.post('user', {}, token)).json()) as { address: Address }).address
  })
  afterAll(async () => {
    await anvil?.stop()
  })

  it('stores the key encrypted: not the plaintext, and the master key decrypts it to the same address', async () => {
    const { rows } = await site.db.query<{ user_id: string; address: string; encrypted_key: string; iv: string; tag: string }>(
      'SELECT user_id::text AS user_id, address, encrypted_key, iv, tag FROM secure_wallets WHERE address = $1',
      [address],
    )
    const row = rows[0]!
    expect(row.encrypted_key).not.toMatch(/^0x/)
    expect(row.iv).toMatch(/^[0-9a-f]{24}$/)
    expect(row.tag).toMatch(/^[0-9a-f]{32}$/)
    const privateKey = openKey(deriveKeys(site.masterKey), { encryptedKey: row.encrypted_key, iv: row.iv, tag: row.tag }, walletKeyContext(row.user_id))
    expect(privateKey).toMatch(/^0x[0-9a-f]{64}$/)
    expect(row.encrypted_key).not.toContain(privateKey.slice(2))
    expect(privateKeyToAccount(privateKey as `0x${string}`).address).toBe(address)
    // Bound to its user: the same ciphertext read as another user's does not decrypt.
    expect(() => openKey(deriveKeys(site.masterKey), { encryptedKey: row.encrypted_key, iv: row.iv, tag: row.tag }, walletKeyContext('999'))).toThrow()
    // The key reaches no answer: the user and login answers carry the address only.
    const me = await (await site.post('user', {}, token)).text()
    expect(me).not.toContain(privateKey.slice(2))
  })

  it('a second login keeps the same wallet', async () => {
    site.advance(30_000)
    const again = await site.login('wallet@example.com', DEVICE)
    expect(((await (await site.post('user', {}, again)).json()) as { address: string }).address).toBe(address)
  })

  it('answers eth_accounts, eth_chainId, wallet_getCapabilities', async () => {
    expect(await rpc('eth_accounts', [])).toEqual({ status: 200, body: { result: [address] } })
    expect(await rpc('eth_chainId', [], 'eip155:31338')).toEqual({ status: 200, body: { result: '0x7a6a' } })
    expect(await rpc('wallet_getCapabilities', [address])).toEqual({ status: 200, body: { result: {} } })
  })

  it('personal_sign: a signature that verifies with viem for the wallet address (text and hex messages)', async () => {
    const text = await rpc('personal_sign', ['Hello Gangway', address])
    expect(text.status).toBe(200)
    expect(await verifyMessage({ address, message: 'Hello Gangway', signature: text.body.result as Hash })).toBe(true)
    const hex = await rpc('personal_sign', ['0x48656c6c6f', address])
    expect(await verifyMessage({ address, message: { raw: '0x48656c6c6f' }, signature: hex.body.result as Hash })).toBe(true)
    const other = await rpc('personal_sign', ['Hi', testAccount(0).address])
    expect(other).toEqual({ status: 400, body: { message: 'Address does not match the wallet' } })
  })

  it('eth_signTypedData_v4: recovers to the wallet address', async () => {
    const typedData = {
      domain: { name: 'Gangway', version: '1', chainId: CHAIN.id, verifyingContract: '0x0000000000000000000000000000000000000001' },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    } as const
    const signed = await rpc('eth_signTypedData_v4', [address, JSON.stringify(typedData)])
    expect(signed.status).toBe(200)
    expect(await recoverTypedDataAddress({ ...typedData, signature: signed.body.result as Hash })).toBe(address)
  })

  it('eth_sendTransaction: signed by the wallet and sent to the chain, moving the funds', async () => {
    const chain = viemChain(CHAIN)
    const client = createPublicClient({ chain, transport: http(rpcUrl(CHAIN)) })
    const funder = createWalletClient({ chain, transport: http(rpcUrl(CHAIN)), account: testAccount(0) })
    await client.waitForTransactionReceipt({ hash: await funder.sendTransaction({ to: address, value: parseEther('1') }) })
    const receiver = testAccount(5).address
    const before = await client.getBalance({ address: receiver })
    const sent = await rpc('eth_sendTransaction', [{ from: address, to: receiver, value: `0x${parseEther('0.25').toString(16)}` }])
    expect(sent.status).toBe(200)
    const receipt = await client.waitForTransactionReceipt({ hash: sent.body.result as Hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect((await client.getBalance({ address: receiver })) - before).toBe(parseEther('0.25'))
    // A read goes to the same node.
    const balance = await rpc('eth_getBalance', [receiver, 'latest'])
    expect(BigInt(balance.body.result as string)).toBe(before + parseEther('0.25'))
  })

  it('wallet_sendCalls sends each call with the key (EIP-5792) and wallet_getCallsStatus reports their receipts', async () => {
    const chain = viemChain(CHAIN)
    const client = createPublicClient({ chain, transport: http(rpcUrl(CHAIN)) })
    const funder = createWalletClient({ chain, transport: http(rpcUrl(CHAIN)), account: testAccount(0) })
    await client.waitForTransactionReceipt({ hash: await funder.sendTransaction({ to: address, value: parseEther('1') }) })
    const receiver = testAccount(6).address
    const before = await client.getBalance({ address: receiver })
    const one = `0x${parseEther('0.01').toString(16)}`
    const sent = await rpc('wallet_sendCalls', [{ version: '2.0.0', from: address, calls: [{ to: receiver, value: one }, { to: receiver, value: one }] }])
    expect(sent.status).toBe(200)
    const { id } = sent.body.result as { id: string }
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    let status = await rpc('wallet_getCallsStatus', [id])
    for (let tries = 0; (status.body.result as { status: number }).status === 100 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      status = await rpc('wallet_getCallsStatus', [id])
    }
    const result = status.body.result as { status: number; receipts: { status: string }[] }
    expect(result.status).toBe(200)
    expect(result.receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1'])
    expect((await client.getBalance({ address: receiver })) - before).toBe(parseEther('0.02'))
    expect((await rpc('wallet_getCallsStatus', ['0x' + '0'.repeat(64)])).body).toEqual({ message: 'Unknown call batch' })
  })

  it('refuses other methods, unknown chains, a dead node, and callers without a session', async () => {
    expect(await rpc('eth_sign', [address, '0x00'])).toEqual({ status: 400, body: { message: 'Method not supported: eth_sign' } })
    expect((await rpc('wallet_sendCalls', [])).status).toBe(400)
    expect(await rpc('eth_accounts', [], 1)).toEqual({ status: 400, body: { message: 'Unsupported chain: 1' } })
    const down = await rpc('eth_sendTransaction', [{ to: address, value: '0x1' }], DOWN.id)
    expect(down).toEqual({ status: 502, body: { message: 'The node of chain 31338 did not answer' } })
    const noSession = await site.post('rpc', { method: 'eth_accounts', params: [], chainId: CHAIN.id })
    expect([noSession.status, await noSession.json()]).toEqual([401, { message: 'Not signed in' }])
    const bad = await rpc('eth_sendTransaction', [{ to: 'nope' }])
    expect(bad).toEqual({ status: 400, body: { message: 'Invalid params for eth_sendTransaction: 0.to: must be an EVM address' } })
  })
})
