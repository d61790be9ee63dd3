import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, createWalletClient, http, parseEther, recoverTypedDataAddress, verifyMessage, type Address, type Hash } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { startAnvil, type AnvilHandle } from '../chain/anvil'
import { rpcUrl, type LocalChain } from '../chain/chains'
import { testAccount, viemChain } from '../chain/deployContracts'
import { deriveKeys, openKey } from './crypto/secrets'
import { walletKeyContext } from './store/wallets'
import { useSecureSite } from './testing/useSecureSite'
import { isUnsafeWalletMethod } from '../../src/protocol/walletMethods'
import { ERRORS } from './http/apiError'
import { SLOW_SETUP_MS } from '../testing/hookTimeouts'

/** A live chain on a spare port, and a second one the site knows whose node is down. */
const CHAIN: LocalChain = { id: 31337, name: 'Gangway Local', rpcPort: 29545 }
const DOWN: LocalChain = { id: 31338, name: 'Gangway Local 2', rpcPort: 29546 }
const DEVICE = 'device-rpc-00000001'

describe('secure site: the embedded wallet (keys at rest, RPC)', () => {
  const site = useSecureSite({ localChains: [CHAIN, DOWN] })
  let anvil: AnvilHandle
  let token: string
  let address: Address
  const answer = async (response: Response) => ({ status: response.status, body: (await response.json()) as { result?: unknown; message?: string; approvalId?: string } })
  const approve = async (method: string, params: unknown, chainId: unknown = CHAIN.id, as = token) => answer(await site.post('approvals', { method, params, chainId }, as))
  /** Safe methods as they are; unsafe ones after an approval of that very request (the approval frame's two calls). */
  const rpc = async (method: string, params: unknown, chainId: unknown = CHAIN.id) => {
    let approvalId: string | undefined
    if (isUnsafeWalletMethod(method)) {
      const approval = await approve(method, params, chainId)
      if (approval.status !== 200) return approval
      approvalId = approval.body.approvalId
    }
    return answer(await site.post('rpc', { method, params, chainId, approvalId }, token))
  }
  const rpcUnapproved = async (method: string, params: unknown, approvalId?: string, chainId: unknown = CHAIN.id) =>
    answer(await site.post('rpc', { method, params, chainId, approvalId }, token))

  beforeAll(async () => {
    anvil = await startAnvil(CHAIN)
    token = await site.login('wallet@example.com', DEVICE)
    address = ((await (await site.post('user', {}, token)).json()) as { address: Address }).address
  }, SLOW_SETUP_MS)
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
    expect(await rpc('wallet_getCapabilities', [address])).toEqual({ status: 200, body: { result: { '0x7a69': { atomic: { status: 'unsupported' }, paymasterService: { supported: false } } } } })
  })

  it('wallet_getCapabilities needs the wallet\'s address (§5)', async () => {
    expect(await rpc('wallet_getCapabilities', [])).toEqual({ status: 400, body: { message: 'A capabilities request needs an address parameter' } })
    expect(await rpc('wallet_getCapabilities', [testAccount(0).address])).toEqual({ status: 400, body: { message: 'Address does not match the wallet' } })
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

  it('signs nothing without the approval of that very request: none, another request\'s, a used one, an expired one, another session\'s', async () => {
    const refused = { status: 403, body: { message: ERRORS.approvalRequired, code: 'APPROVAL_REQUIRED' } }
    const nonce = async () => (await rpc('eth_getTransactionCount', [address, 'latest'])).body.result
    const before = await nonce()
    const send = [{ from: address, to: testAccount(7).address, value: '0x1' }]
    // What a host-page script posting to the login frame used to get: every unsafe method, straight to /api/rpc.
    expect(await rpcUnapproved('personal_sign', ['Hi', address])).toEqual(refused)
    expect(await rpcUnapproved('eth_signTypedData_v4', [address, '{}'])).toEqual(refused)
    expect(await rpcUnapproved('eth_sendTransaction', send)).toEqual(refused)
    expect(await rpcUnapproved('wallet_sendCalls', [{ version: '2.0.0', calls: [{ to: address, value: '0x1' }] }])).toEqual(refused)
    expect(await rpcUnapproved('personal_sign', ['Hi', address], 'x'.repeat(43))).toEqual(refused)
    // An approval covers the request it was given for: other params, another method or another chain are refused.
    const hi = (await approve('personal_sign', ['Hi', address])).body.approvalId!
    expect(await rpcUnapproved('personal_sign', ['Pay me', address], hi)).toEqual(refused)
    expect(await rpcUnapproved('eth_sendTransaction', send, hi)).toEqual(refused)
    expect(await rpcUnapproved('personal_sign', ['Hi', address], hi, DOWN.id)).toEqual(refused)
    // …and is used once.
    const once = (await approve('personal_sign', ['Once', address])).body.approvalId!
    expect((await rpcUnapproved('personal_sign', ['Once', address], once)).status).toBe(200)
    expect(await rpcUnapproved('personal_sign', ['Once', address], once)).toEqual(refused)
    // It lasts two minutes.
    const late = (await approve('eth_sendTransaction', send)).body.approvalId!
    site.advance(2 * 60_000 + 1)
    expect(await rpcUnapproved('eth_sendTransaction', send, late)).toEqual(refused)
    // Another session of the same user cannot use it.
    site.advance(30_000)
    const other = await site.login('wallet@example.com', DEVICE)
    const theirs = (await approve('personal_sign', ['Theirs', address], CHAIN.id, other)).body.approvalId!
    expect(await rpcUnapproved('personal_sign', ['Theirs', address], theirs)).toEqual(refused)
    expect(await nonce()).toBe(before)
  })

  it('approves only unsafe requests this wallet could sign', async () => {
    expect(await approve('eth_accounts', [])).toMatchObject({ status: 400 })
    expect(await approve('eth_sign', [address, '0x00'])).toMatchObject({ status: 400 })
    expect(await approve('personal_sign', ['Hi', testAccount(0).address])).toEqual({ status: 400, body: { message: 'Address does not match the wallet' } })
    expect(await approve('eth_sendTransaction', [{ to: 'nope' }])).toEqual({ status: 400, body: { message: 'Invalid params for eth_sendTransaction: 0.to: must be an EVM address' } })
    expect(await approve('personal_sign', ['Hi', address], 1)).toEqual({ status: 400, body: { message: 'Unsupported chain: 1' } })
    const noSession = await site.post('approvals', { method: 'personal_sign', params: ['Hi', address], chainId: CHAIN.id })
    expect(noSession.status).toBe(401)
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
