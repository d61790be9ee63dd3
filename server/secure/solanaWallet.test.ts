import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { Keypair, MessageV0, PublicKey, SystemProgram, Transaction, VersionedTransaction } from '@solana/web3.js'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_SOLANA_CHAIN } from '../../src/protocol/solanaIds'
import { solanaTestKeypair } from '../../src/protocol/solanaTestKeys'
import { isApprovalMethod } from '../../src/protocol/walletMethods'
import { deriveKeys, openKey } from './crypto/secrets'
import { ERRORS } from './http/apiError'
import { solanaWalletRpc } from './solana/solanaWalletRpc'
import { solanaKeyContext } from './store/solanaWallets'
import { walletKeyContext } from './store/wallets'
import { useSecureSite } from './testing/useSecureSite'

const SOLANA = LOCAL_SOLANA_CHAIN.id
const BLOCKHASH = '11111111111111111111111111111111'
const DEVICE = 'device-solana-0001'

/**
 * A stand-in for chain data's JSON-RPC proxy (not the local Solana chain): it records what reaches it and answers
 * sendTransaction with the transaction's first signature, as a node does, once web3.js verifies every signature.
 */
function chainDataStandIn() {
  const received: { url: string; body: { method: string; params: [string, Record<string, unknown>] } }[] = []
  let refuse: string | undefined
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const body = JSON.parse(String(init.body)) as (typeof received)[number]['body']
    received.push({ url, body })
    if (refuse) return Response.json({ jsonrpc: '2.0', id: 1, error: { code: -32002, message: refuse } })
    const transaction = Transaction.from(base64.decode(body.params[0]))
    if (!transaction.verifySignatures()) return Response.json({ jsonrpc: '2.0', id: 1, error: { code: -32003, message: 'Transaction signature verification failure' } })
    return Response.json({ jsonrpc: '2.0', id: 1, result: base58.encode(transaction.signature!) })
  }
  return { received, fetch, refuseWith: (message: string | undefined) => void (refuse = message) }
}

/** A SOL transfer of `lamports` paid by `payer`, unsigned, base64 as a dApp hands it over. */
function transfer(payer: string, to: string, lamports: number): string {
  const transaction = new Transaction({ feePayer: new PublicKey(payer), recentBlockhash: BLOCKHASH }).add(
    SystemProgram.transfer({ fromPubkey: new PublicKey(payer), toPubkey: new PublicKey(to), lamports }),
  )
  return base64.encode(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))
}

describe('secure site: the embedded wallet on Solana (ed25519 key, GET_USER, signing behind the approval)', () => {
  const chainData = chainDataStandIn()
  const site = useSecureSite({ site: { solana: { chains: [LOCAL_SOLANA_CHAIN], chainDataUrl: 'http://chain-data.test', fetch: chainData.fetch } } })
  let token: string
  let evmAddress: string
  let address: string
  const receiver = solanaTestKeypair(3).address
  const answer = async (response: Response) => ({ status: response.status, body: (await response.json()) as { result?: unknown; message?: string; approvalId?: string } & Record<string, unknown> })
  const approve = async (method: string, params: unknown, chainId: unknown = SOLANA) => answer(await site.post('approvals', { method, params, chainId }, token))
  /** Safe methods as they are; unsafe ones after an approval of that very request (the approval frame's two calls). */
  const rpc = async (method: string, params: unknown, chainId: unknown = SOLANA) => {
    let approvalId: string | undefined
    if (isApprovalMethod(method)) {
      const approval = await approve(method, params, chainId)
      if (approval.status !== 200) return approval
      approvalId = approval.body.approvalId
    }
    return answer(await site.post('rpc', { method, params, chainId, approvalId }, token))
  }
  const user = async (body: Record<string, unknown>) => answer(await site.post('user', body, token))

  beforeAll(async () => {
    token = await site.login('solana@example.com', DEVICE)
    evmAddress = (await user({})).body['address'] as string
    address = (await user({ chainId: SOLANA })).body['address'] as string
  })

  it('makes the Solana key with the wallet, once, stored encrypted under its own context: no other user or key opens it', async () => {
    const { rows } = await site.db.query<{ user_id: string; address: string; encrypted_key: string; iv: string; tag: string }>(
      'SELECT user_id::text AS user_id, address, encrypted_key, iv, tag FROM secure_solana_wallets WHERE address = $1',
      [address],
    )
    expect(rows).toHaveLength(1)
    const row = rows[0]!
    const sealed = { encryptedKey: row.encrypted_key, iv: row.iv, tag: row.tag }
    const keys = deriveKeys(site.masterKey)
    const seed = openKey(keys, sealed, solanaKeyContext(row.user_id))
    expect(seed).toMatch(/^[0-9a-f]{64}$/)
    expect(row.encrypted_key).not.toContain(seed)
    expect(base58.encode(ed25519.getPublicKey(Uint8Array.from(Buffer.from(seed, 'hex'))))).toBe(address)
    // Bound to its user and to its purpose: another user's context, or the EVM key's, does not open it.
    expect(() => openKey(keys, sealed, solanaKeyContext('999'))).toThrow()
    expect(() => openKey(keys, sealed, walletKeyContext(row.user_id))).toThrow()
    // The same key on every later request and login.
    site.advance(30_000)
    token = await site.login('solana@example.com', DEVICE)
    expect((await user({ chainId: SOLANA })).body['address']).toBe(address)
    const count = await site.db.query<{ count: number }>('SELECT count(*)::int AS count FROM secure_solana_wallets WHERE user_id = $1', [row.user_id])
    expect(count.rows[0]!.count).toBe(1)
    // No answer carries the key.
    expect(JSON.stringify((await user({ chainId: SOLANA })).body)).not.toContain(seed)
  })

  it('a user from before the Solana key gets one on first need', async () => {
    const other = await site.login('solana-later@example.com', 'device-solana-0002')
    await site.post('user', {}, other)
    await site.db.query(`DELETE FROM secure_solana_wallets WHERE user_id = (SELECT id FROM secure_users WHERE email = 'solana-later@example.com')`)
    const made = await answer(await site.post('user', { chainId: SOLANA }, other))
    expect(made.status).toBe(200)
    expect(made.body['address']).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(made.body['address']).not.toBe(address)
  })

  it('GET_USER on a solana chain: the base58 address, alone in accounts as an eoa; the EVM answer and account preference are unchanged', async () => {
    expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(base58.decode(address)).toHaveLength(32)
    await user({ preferredAccountType: 'smartAccount' })
    const solana = await user({ chainId: SOLANA, preferredAccountType: 'eoa' })
    expect(solana).toEqual({
      status: 200,
      body: { email: 'solana@example.com', address, accounts: [{ address, type: 'eoa', namespace: 'solana' }], preferredAccountType: 'eoa', smartAccountDeployed: false, chainId: SOLANA },
    })
    // The kit's Solana default (eoa) did not overwrite the EVM choice; back on EVM, the EVM address.
    const stored = await site.db.query<{ type: string }>(
      `SELECT preferred_account_type AS type FROM secure_wallets WHERE user_id = (SELECT id FROM secure_users WHERE email = 'solana@example.com')`,
    )
    expect(stored.rows[0]?.type).toBe('smartAccount')
    expect((await user({ chainId: 31337 })).body).toMatchObject({ address: evmAddress, chainId: 31337, accounts: [{ address: evmAddress, type: 'eoa' }] })
    await user({ preferredAccountType: 'eoa' })
    expect(await user({ chainId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z' })).toEqual({ status: 400, body: { message: 'Unsupported chain: solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z' } })
  })

  it('solana_getAccounts / solana_requestAccounts answer the address; other methods are refused by name', async () => {
    expect(await rpc('solana_getAccounts', {})).toEqual({ status: 200, body: { result: [{ pubkey: address }] } })
    expect(await rpc('solana_requestAccounts', {})).toEqual({ status: 200, body: { result: [{ pubkey: address }] } })
    for (const method of ['solana_signAllTransactions', 'eth_accounts', 'personal_sign', 'getBalance']) {
      expect(await answer(await site.post('rpc', { method, params: {}, chainId: SOLANA }, token)), method).toEqual({ status: 400, body: { message: `Method not supported: ${method}` } })
    }
    // The approval route takes the Solana methods on a Solana chain only, and the EVM ones on an EVM chain only.
    expect(await approve('personal_sign', ['gm', evmAddress])).toEqual({ status: 400, body: { message: 'Method not supported: personal_sign' } })
    expect(await approve('solana_signMessage', { message: base58.encode(new TextEncoder().encode('gm')), pubkey: address }, 31337)).toEqual({ status: 400, body: { message: 'Method not supported: solana_signMessage' } })
    const unknown = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'
    expect(await approve('solana_signMessage', { message: base58.encode(new TextEncoder().encode('gm')), pubkey: address }, unknown)).toEqual({ status: 400, body: { message: `Unsupported chain: ${unknown}` } })
    expect(await rpc('solana_getAccounts', {}, unknown)).toEqual({ status: 400, body: { message: `Unsupported chain: ${unknown}` } })
  })

  it('solana_signMessage: a signature that verifies with the wallet public key', async () => {
    const message = new TextEncoder().encode('Sign in to Gangway on Solana')
    const signed = await rpc('solana_signMessage', { message: base58.encode(message), pubkey: address })
    expect(signed.status).toBe(200)
    const { signature } = signed.body.result as { signature: string }
    expect(ed25519.verify(base58.decode(signature), message, base58.decode(address))).toBe(true)
  })

  it('solana_signTransaction: signs a SystemProgram transfer from the wallet, which web3.js verifies', async () => {
    const signed = await rpc('solana_signTransaction', { transaction: transfer(address, receiver, 100_000_000) })
    expect(signed.status).toBe(200)
    const result = signed.body.result as { signature: string; transaction: string }
    const transaction = Transaction.from(base64.decode(result.transaction))
    expect(transaction.verifySignatures()).toBe(true)
    expect(transaction.feePayer?.toBase58()).toBe(address)
    expect(base58.encode(transaction.signature!)).toBe(result.signature)
    // A v0 transaction too.
    const v0 = new VersionedTransaction(
      MessageV0.compile({ payerKey: new PublicKey(address), recentBlockhash: BLOCKHASH, instructions: [SystemProgram.transfer({ fromPubkey: new PublicKey(address), toPubkey: new PublicKey(receiver), lamports: 1 })] }),
    )
    const signedV0 = await rpc('solana_signTransaction', { transaction: base64.encode(v0.serialize()) })
    expect(signedV0.status).toBe(200)
    const back = VersionedTransaction.deserialize(base64.decode((signedV0.body.result as { transaction: string }).transaction))
    expect(back.version).toBe(0)
    expect(ed25519.verify(back.signatures[0]!, back.message.serialize(), base58.decode(address))).toBe(true)
  })

  it("refuses a transaction whose fee payer is not the wallet, before the approval and at signing", async () => {
    const other = Keypair.generate().publicKey.toBase58()
    const message = `The transaction's fee payer ${other} is not this wallet (${address}): it cannot be signed here`
    for (const method of ['solana_signTransaction', 'solana_signAndSendTransaction']) {
      expect(await approve(method, { transaction: transfer(other, receiver, 5) }), method).toEqual({ status: 400, body: { message } })
    }
    // The signing step checks again on its own (an approval is never the only guard).
    const key = Keypair.generate()
    const signer = { address: key.publicKey.toBase58(), publicKey: key.publicKey.toBytes(), sign: (bytes: Uint8Array) => ed25519.sign(bytes, key.secretKey.slice(0, 32)) }
    const send = async () => 'never'
    await expect(solanaWalletRpc({ signer, chain: LOCAL_SOLANA_CHAIN, method: 'solana_signTransaction', params: { transaction: transfer(other, receiver, 5) }, send })).rejects.toThrow(
      `The transaction's fee payer ${other} is not this wallet (${signer.address})`,
    )
  })

  it('solana_signAndSendTransaction: the signed transaction reaches chain data\'s RPC proxy for that chain, on behalf of the project', async () => {
    chainData.received.length = 0
    const sent = await rpc('solana_signAndSendTransaction', { transaction: transfer(address, receiver, 100_000_000), sendOptions: { skipPreflight: true, preflightCommitment: 'confirmed', notAnOption: 1 } })
    expect(sent.status).toBe(200)
    const { signature } = sent.body.result as { signature: string }
    expect(chainData.received).toHaveLength(1)
    const [{ url, body }] = chainData.received as [(typeof chainData.received)[number]]
    expect(new URL(url).origin + new URL(url).pathname).toBe('http://chain-data.test/v1/')
    expect(Object.fromEntries(new URL(url).searchParams)).toEqual({ chainId: SOLANA, projectId: 'gangway-test' })
    expect(body.method).toBe('sendTransaction')
    expect(body.params[1]).toEqual({ skipPreflight: true, preflightCommitment: 'confirmed', encoding: 'base64' })
    const transaction = Transaction.from(base64.decode(body.params[0]))
    expect(transaction.verifySignatures()).toBe(true)
    expect(base58.encode(transaction.signature!)).toBe(signature)
    // The node's refusal comes back as the site's 400 with its reason.
    chainData.refuseWith('Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.')
    try {
      expect(await rpc('solana_signAndSendTransaction', { transaction: transfer(address, receiver, 7) })).toEqual({
        status: 400,
        body: { message: 'The transaction was not sent: Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.' },
      })
    } finally {
      chainData.refuseWith(undefined)
    }
  })

  it('every unsafe Solana method waits for the approval of that very request: none, another request\'s, or a used one is refused', async () => {
    chainData.received.length = 0
    const requests = [
      ['solana_signMessage', { message: base58.encode(new TextEncoder().encode('gm')), pubkey: address }],
      ['solana_signTransaction', { transaction: transfer(address, receiver, 11) }],
      ['solana_signAndSendTransaction', { transaction: transfer(address, receiver, 12) }],
    ] as const
    for (const [method, params] of requests) {
      const refused = { status: 403, body: { message: ERRORS.approvalRequired, code: 'APPROVAL_REQUIRED' } }
      expect(await answer(await site.post('rpc', { method, params, chainId: SOLANA }, token)), method).toMatchObject(refused)
      const other = await approve(method, method === 'solana_signMessage' ? { ...params, message: base58.encode(new TextEncoder().encode('other')) } : { transaction: transfer(address, receiver, 99) })
      expect(await answer(await site.post('rpc', { method, params, chainId: SOLANA, approvalId: other.body.approvalId }, token)), method).toMatchObject(refused)
      const approval = await approve(method, params)
      expect((await answer(await site.post('rpc', { method, params, chainId: SOLANA, approvalId: approval.body.approvalId }, token))).status, method).toBe(200)
      expect(await answer(await site.post('rpc', { method, params, chainId: SOLANA, approvalId: approval.body.approvalId }, token)), method).toMatchObject(refused)
    }
    // Only the approved send reached the chain.
    expect(chainData.received).toHaveLength(1)
  })

  it('bad params: 400 naming the parameter (not base58, not base64, not a transaction, not this wallet, a transaction given as a message)', async () => {
    const bad = async (method: string, params: unknown) => (await approve(method, params)).body.message
    expect(await bad('solana_signMessage', { message: '0OIl', pubkey: address })).toBe('Invalid params for solana_signMessage: message: must be base58')
    expect(await bad('solana_signMessage', { message: 'abc' })).toMatch(/^Invalid params for solana_signMessage: pubkey: /)
    expect(await bad('solana_signMessage', { message: 'abc', pubkey: 'nope' })).toBe('Invalid params for solana_signMessage: pubkey: must be a Solana address (base58, 32 bytes)')
    expect(await bad('solana_signMessage', { message: 'abc', pubkey: receiver })).toBe(`Invalid params for solana_signMessage: pubkey: does not match the wallet (${address})`)
    const messageBytes = Transaction.from(base64.decode(transfer(address, receiver, 1))).serializeMessage()
    expect(await bad('solana_signMessage', { message: base58.encode(messageBytes), pubkey: address })).toBe(
      'Invalid params for solana_signMessage: message: is a transaction; sign it with solana_signTransaction',
    )
    expect(await bad('solana_signTransaction', { transaction: 'not base64!' })).toBe('Invalid params for solana_signTransaction: transaction: must be base64')
    expect(await bad('solana_signTransaction', {})).toMatch(/^Invalid params for solana_signTransaction: transaction: /)
    expect(await bad('solana_signAndSendTransaction', { transaction: base64.encode(new Uint8Array([1, 2, 3])) })).toBe('Invalid params for solana_signAndSendTransaction: transaction: must be a Solana transaction')
    expect(await bad('solana_signAndSendTransaction', { transaction: transfer(address, receiver, 1), sendOptions: { maxRetries: -1 } })).toMatch(/^Invalid params for solana_signAndSendTransaction: sendOptions\.maxRetries: /)
  })
})
