import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siwxRevokeMessage, type AddSiwxSessionBody } from '../../../src/protocol/siwx'
import type { Db } from '../../db/Db'
import { SLOW_SETUP_MS } from '../../testing/hookTimeouts'
import { openSeededDb } from '../../testing/openSeededDb'
import { createChainDataApp } from '../createChainDataApp'

const PROJECT = 'gangway-test'
const ORIGIN = 'http://127.0.0.1:3000'

describe('SIWX sessions: /v1/sessions/*', () => {
  let db: Db
  let app: ReturnType<typeof createChainDataApp>
  let clock = Date.parse('2026-11-26T12:00:00Z')
  beforeAll(async () => {
    db = await openSeededDb()
    // No chains: signatures are recovered offline (EOAs); the chain's own check runs in the e2e test on anvil.
    app = createChainDataApp(db, { chains: [], now: () => clock, log: () => {} })
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await db?.close()
  })

  const call = async (method: 'GET' | 'POST', path: string, body?: unknown, project = PROJECT) => {
    const response = await app.request(`${path}${path.includes('?') ? '&' : '?'}projectId=${project}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const nonce = async (project = PROJECT) => (await call('POST', '/v1/sessions/nonce', undefined, project)).body['nonce'] as string

  /** A signed sign-in as the kit sends it: the EIP-4361 message built with viem from the data, and its signature. */
  async function signIn(account: PrivateKeyAccount, overrides: Partial<AddSiwxSessionBody> = {}, sign: Partial<Parameters<typeof createSiweMessage>[0]> = {}): Promise<AddSiwxSessionBody> {
    const data = {
      accountAddress: account.address,
      chainId: 'eip155:31337',
      domain: '127.0.0.1:3000',
      uri: `${ORIGIN}/`,
      version: '1' as const,
      nonce: await nonce(),
      statement: 'Sign in to the Gangway demo',
      issuedAt: new Date(clock).toISOString(),
      ...overrides,
    }
    const message = createSiweMessage({
      address: account.address,
      chainId: Number(data.chainId.split(':')[1]),
      domain: data.domain,
      uri: data.uri,
      version: '1',
      nonce: data.nonce,
      statement: data.statement,
      issuedAt: new Date(data.issuedAt ?? clock),
      ...(data.expirationTime ? { expirationTime: new Date(data.expirationTime) } : {}),
      ...sign,
    })
    return { ...data, message, signature: await account.signMessage({ message }) }
  }

  it('a signed message becomes a session the address lists; the same message again is refused (the nonce is spent)', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const body = await signIn(account)
    const added = await call('POST', '/v1/sessions', body)
    expect(added.status).toBe(201)
    expect(added.body['session']).toMatchObject({ data: { accountAddress: account.address, chainId: 'eip155:31337', nonce: body.nonce }, message: body.message, expiresAt: '2026-12-03T12:00:00.000Z' })
    const listed = await call('GET', `/v1/sessions/${account.address.toLowerCase()}`)
    expect(listed).toMatchObject({ status: 200, body: { sessions: [{ pci: (added.body['session'] as { pci: string }).pci }] } })
    expect((await call('GET', `/v1/sessions/${account.address}?chainId=eip155:31338`)).body).toEqual({ sessions: [] })
    expect(await call('POST', '/v1/sessions', body)).toEqual({ status: 400, body: { code: 'NONCE_INVALID', message: 'The sign-in nonce is unknown, expired or already used' } })
  })

  it('refuses a tampered signature (the nonce stays unspent), a made-up nonce, and a nonce of another project', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const body = await signIn(account)
    const tampered = { ...body, signature: `${body.signature.slice(0, -4)}${body.signature.endsWith('1b') ? '1c' : '1b'}` }
    expect(await call('POST', '/v1/sessions', tampered)).toEqual({ status: 401, body: { code: 'SIGNATURE_INVALID', message: 'The signature does not match the address' } })
    const other = privateKeyToAccount(generatePrivateKey())
    expect((await call('POST', '/v1/sessions', { ...body, signature: await other.signMessage({ message: body.message }) })).body['code']).toBe('SIGNATURE_INVALID')
    expect((await call('POST', '/v1/sessions', body)).status).toBe(201)
    expect((await call('POST', '/v1/sessions', await signIn(account, { nonce: 'madeUpNonce123' }))).body['code']).toBe('NONCE_INVALID')
    const foreign = await signIn(account, { nonce: await nonce('gangway-demo') })
    expect((await call('POST', '/v1/sessions', foreign)).body['code']).toBe('NONCE_INVALID')
  })

  it('refuses data the message does not say, a domain the project does not allow, and old, expired or unsupported messages', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const mismatch = await signIn(account)
    expect(await call('POST', '/v1/sessions', { ...mismatch, chainId: 'eip155:31338' })).toEqual({ status: 400, body: { code: 'MESSAGE_MISMATCH', message: 'The signed message does not match its data: chainId' } })
    expect((await call('POST', '/v1/sessions', { ...mismatch, statement: 'Something else' })).body['message']).toBe('The signed message does not match its data: statement')
    const evil = await signIn(account, { domain: 'evil.example', uri: 'https://evil.example/' })
    expect(await call('POST', '/v1/sessions', evil)).toEqual({ status: 403, body: { code: 'DOMAIN_NOT_ALLOWED', message: "The sign-in message's domain is not allowed for this project: evil.example" } })
    const foreignProject = await signIn(account, { nonce: await nonce('gangway-foreign-origin') })
    expect((await call('POST', '/v1/sessions', foreignProject, 'gangway-foreign-origin')).body['code']).toBe('DOMAIN_NOT_ALLOWED')
    const old = await signIn(account, { issuedAt: new Date(clock - 11 * 60_000).toISOString() })
    expect((await call('POST', '/v1/sessions', old)).body['message']).toBe('The sign-in message has expired or is not valid yet: issuedAt is not recent')
    const expired = await signIn(account, { expirationTime: new Date(clock - 1000).toISOString(), issuedAt: new Date(clock - 60_000).toISOString() })
    expect((await call('POST', '/v1/sessions', expired)).body['code']).toBe('MESSAGE_EXPIRED')
    const solana = await signIn(account)
    expect((await call('POST', '/v1/sessions', { ...solana, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).body).toEqual({
      code: 'UNSUPPORTED_NAMESPACE',
      message: 'Sign-in on this network is not supported by this service: solana (only eip155 sign-in messages are verified)',
    })
    expect((await call('POST', '/v1/sessions', { ...solana, chainId: 'eip155:31337', accountAddress: 'not-an-address' })).body).toEqual({ code: 'INVALID_SESSION_REQUEST', message: 'Invalid sign-in request: accountAddress: expected an address (0x and 40 hex digits)' })
    expect((await call('POST', '/v1/sessions', { message: 'hi' })).body).toMatchObject({ code: 'INVALID_SESSION_REQUEST' })
    expect((await call('GET', '/v1/sessions/0x1234')).body).toMatchObject({ code: 'INVALID_SESSION_REQUEST' })
  })

  it("a session lasts until its message's expiration, and ends when the address signs its revocation", async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const body = await signIn(account, { expirationTime: new Date(clock + 3_600_000).toISOString() })
    const session = (await call('POST', '/v1/sessions', body)).body['session'] as { pci: string; expiresAt: string }
    expect(session.expiresAt).toBe(new Date(clock + 3_600_000).toISOString())
    const revoke = (signer: PrivateKeyAccount, pci = session.pci) => signer.signMessage({ message: siwxRevokeMessage(pci, '127.0.0.1:3000') })
    const path = `/v1/sessions/${account.address}/revoke`
    expect((await call('POST', path, { pci: session.pci, signature: await revoke(privateKeyToAccount(generatePrivateKey())) })).body['code']).toBe('SIGNATURE_INVALID')
    expect((await call('POST', path, { pci: session.pci, signature: await revoke(account, 'another-pci') })).body['code']).toBe('SIGNATURE_INVALID')
    expect(await call('POST', path, { pci: session.pci, signature: await revoke(account) })).toEqual({ status: 200, body: { revoked: true } })
    expect((await call('GET', `/v1/sessions/${account.address}`)).body).toEqual({ sessions: [] })
    expect((await call('POST', path, { pci: session.pci, signature: await revoke(account) })).status).toBe(404)
    const later = await signIn(account, { expirationTime: new Date(clock + 1000).toISOString() })
    await call('POST', '/v1/sessions', later)
    clock += 2000
    expect((await call('GET', `/v1/sessions/${account.address}`)).body).toEqual({ sessions: [] })
  })
})
