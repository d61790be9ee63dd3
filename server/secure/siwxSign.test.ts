/**
 * One-click sign-in (§3, §7): the embedded wallet signs the host's sign-in message in the login step, through
 * POST /api/siwx/sign and the frame's GET_USER with siwxMessage. Only the EIP-4361 text of the data, only for the
 * origin that framed the login, only as the wallet's own address, only in the login step.
 */
import { verifyMessage, type Address } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { beforeAll, describe, expect, it } from 'vitest'
import { FRAME_REQUESTS } from '../../src/protocol/frameEvents'
import { SIWX_ACCOUNT_PLACEHOLDER } from '../../src/protocol/siwx'
import { SLOW_SETUP_MS } from '../testing/hookTimeouts'
import { createFrameApi } from './frame/frameApi'
import { handleFrameRequest } from './frame/handleFrameRequest'
import { SECURE_LIMITS } from './secureContext'
import { SIWX_SIGN_ERRORS } from './siwx/signSiwxMessage'
import { fakeFrameSession } from './testing/fakeFrameSession'
import { CALLER, useSecureSite } from './testing/useSecureSite'

const data = (overrides: Record<string, unknown> = {}) => ({
  accountAddress: SIWX_ACCOUNT_PLACEHOLDER,
  chainId: 'eip155:31337',
  domain: '127.0.0.1:3000',
  uri: 'http://127.0.0.1:3000',
  version: '1',
  nonce: 'abcdefgh12345678',
  statement: 'Please sign with your account',
  issuedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
})

describe('secure site: the sign-in message signed in the login step', () => {
  const site = useSecureSite()
  let token: string
  let address: Address
  const sign = async (siwxMessage: unknown, as: string | null = token) => {
    const response = await site.post('siwx/sign', { siwxMessage }, as ?? undefined)
    return { status: response.status, body: (await response.json()) as { message?: string; signature?: `0x${string}`; siwxMessage?: { accountAddress: string } } }
  }
  beforeAll(async () => {
    token = await site.login('siwx@example.com', 'device-siwx-00000001')
    address = ((await (await site.post('user', {}, token)).json()) as { address: Address }).address
  }, SLOW_SETUP_MS)

  it("signs the EIP-4361 text of the data as the wallet's address, which the answer's data then carries", async () => {
    const { status, body } = await sign(data())
    expect(status).toBe(200)
    expect(parseSiweMessage(body.message!)).toMatchObject({ address, chainId: 31337, domain: '127.0.0.1:3000', uri: 'http://127.0.0.1:3000', nonce: 'abcdefgh12345678', statement: 'Please sign with your account' })
    expect(await verifyMessage({ address, message: body.message!, signature: body.signature! })).toBe(true)
    expect(body.siwxMessage).toEqual({ ...data(), accountAddress: address })
    // Its own address works as well as the placeholder; the page's text is never what is signed.
    const own = await sign({ ...data({ accountAddress: address.toLowerCase() }), serializedMessage: 'sign this instead' })
    expect(own.status).toBe(200)
    expect(own.body.message).toBe(body.message)
  })

  it('refuses another site, another address, an unknown chain and a malformed message; needs the session', async () => {
    expect(await sign(data({ domain: 'evil.example', uri: 'https://evil.example' }))).toEqual({ status: 403, body: { message: SIWX_SIGN_ERRORS.notThisSite } })
    expect((await sign(data({ uri: 'http://127.0.0.1:3001' }))).body.message).toBe(SIWX_SIGN_ERRORS.notThisSite)
    expect((await sign(data({ domain: 'evil.example' }))).status).toBe(403)
    expect(await sign(data({ accountAddress: '0x0000000000000000000000000000000000000001' }))).toEqual({ status: 400, body: { message: SIWX_SIGN_ERRORS.otherAddress } })
    expect(await sign(data({ chainId: 'eip155:1' }))).toEqual({ status: 400, body: { message: 'Unsupported chain: eip155:1' } })
    expect((await sign(data({ version: '2' }))).status).toBe(400)
    expect((await sign(data({ nonce: 'short' }))).status).toBe(400)
    expect((await sign(data(), null)).status).toBe(401)
  })

  it('only in the login step: a session older than the step is refused', async () => {
    const later = await site.login('siwx-later@example.com', 'device-siwx-00000002')
    site.advance(SECURE_LIMITS.siwxLoginStepMs + 1)
    expect(await sign(data(), later)).toEqual({ status: 403, body: { message: SIWX_SIGN_ERRORS.notLoginStep } })
  })

  it("the frame's GET_USER with siwxMessage answers message, signature and siwxMessage; a refusal leaves them out", async () => {
    const frame = fakeFrameSession(createFrameApi({ baseUrl: '', projectId: CALLER.projectId, parentOrigin: CALLER.parentOrigin, fetch: (url, init) => site.raw(url, init) }), { chains: [31337, 31338] })
    await handleFrameRequest(frame, 'CONNECT_EMAIL', { email: 'siwx-frame@example.com' })
    await handleFrameRequest(frame, 'CONNECT_OTP', { otp: site.lastCode('siwx-frame@example.com') })
    const user = await handleFrameRequest(frame, 'GET_USER', { chainId: 31337, siwxMessage: data() })
    expect(FRAME_REQUESTS.GET_USER.reply.safeParse(user).success).toBe(true)
    expect(user).toMatchObject({ address: user.address, message: expect.stringContaining(`\n${user.address}\n`), signature: expect.stringMatching(/^0x/), siwxMessage: { accountAddress: user.address, nonce: 'abcdefgh12345678' } })
    const refused = await handleFrameRequest(frame, 'GET_USER', { chainId: 31337, siwxMessage: data({ domain: 'evil.example', uri: 'https://evil.example' }) })
    expect(refused).toEqual(expect.not.objectContaining({ signature: expect.anything() }))
    expect(refused.address).toBe(user.address)
    // The request's light check (the kit's side): a message without its fields is not a request at all.
    expect(FRAME_REQUESTS.GET_USER.request.safeParse({ siwxMessage: { nonce: 'x' } }).success).toBe(false)
  })
})
