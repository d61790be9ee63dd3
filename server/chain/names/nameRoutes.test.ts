import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts'
import { evmCoinType, nameApiErrorSchema, nameRegistrationMessage, nameSuggestionsResponseSchema } from '../../../src/protocol/names'
import { identitySchema, reverseNameSchema } from '../../../src/protocol/chainData'
import type { Db } from '../../db/Db'
import { openSeededDb } from '../../testing/openSeededDb'
import { SLOW_SETUP_MS } from '../../testing/hookTimeouts'
import { createChainDataApp } from '../createChainDataApp'
import type { LocalChain } from '../chains'

// A local chain whose node is down: ECDSA signatures still verify (viem falls back to recovery).
const DOWN: LocalChain = { id: 31337, name: 'Gangway Local', rpcPort: 29949 }
const LOCAL_COIN_TYPE = evmCoinType(31337)!
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)

describe('name suggestions and registration (POST /v1/profile/account)', () => {
  let db: Db
  let app: ReturnType<typeof createChainDataApp>
  let clock = NOW
  beforeAll(async () => {
    db = await openSeededDb()
    app = createChainDataApp(db, { chains: [DOWN], log: () => {}, now: () => clock })
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await db?.close()
  })

  const get = async (path: string) => {
    const response = await app.request(`${path}${path.includes('?') ? '&' : '?'}projectId=gangway-test`)
    return { status: response.status, body: (await response.json()) as unknown }
  }
  const post = async (body: unknown) => {
    const response = await app.request('/v1/profile/account?projectId=gangway-test', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    return { status: response.status, body: (await response.json()) as unknown }
  }
  const reason = (body: unknown) => nameApiErrorSchema.parse(body).reasons[0]

  /** A fresh account's signed registration of `name` (the full name), as the names plugin sends it. */
  async function signed(name: string, options: { coinType?: number | string; at?: number; account?: ReturnType<typeof privateKeyToAccount> } = {}) {
    const account = options.account ?? privateKeyToAccount(generatePrivateKey())
    const message = nameRegistrationMessage(name, options.at ?? clock)
    const signature = await account.signMessage({ message })
    return { account, body: { coin_type: options.coinType ?? LOCAL_COIN_TYPE, address: account.address, message, signature } }
  }

  it('suggests the name itself first, then free names like it, in the fixed zone', async () => {
    const answer = await get('/v1/profile/suggestions/Brand-New?zone=gangway.id')
    expect(answer.status).toBe(200)
    const { suggestions } = nameSuggestionsResponseSchema.parse(answer.body)
    expect(suggestions).toHaveLength(5)
    expect(suggestions[0]).toEqual({ name: 'brand-new.gangway.id', registered: false })
    for (const suggestion of suggestions.slice(1)) expect(suggestion).toMatchObject({ name: expect.stringMatching(/^[a-z0-9-]*brand-new[a-z0-9-]*\.gangway\.id$/), registered: false })
    // Without zone, the fixed one.
    expect(nameSuggestionsResponseSchema.parse((await get('/v1/profile/suggestions/brand-new')).body).suggestions[0]?.name).toBe('brand-new.gangway.id')
  })

  it('refuses names that break the §5 rules and other zones, in AppKit\'s error shape', async () => {
    const abc = await get('/v1/profile/suggestions/abc')
    expect(abc.status).toBe(400)
    expect(reason(abc.body)).toEqual({ name: 'NAME_TOO_SHORT', description: 'Name must be at least 4 characters long' })
    expect(reason((await get('/v1/profile/suggestions/bad_name!')).body)).toEqual({ name: 'NAME_INVALID_CHARACTERS', description: 'Can only contain letters, numbers and - characters' })
    expect(reason((await get(`/v1/profile/suggestions/${'a'.repeat(65)}`)).body)?.name).toBe('NAME_TOO_LONG')
    expect(reason((await get('/v1/profile/suggestions/alice.eth')).body)?.name).toBe('NAME_INVALID_CHARACTERS')
    const zone = await get('/v1/profile/suggestions/alice?zone=reown.id')
    expect(zone.status).toBe(400)
    expect(reason(zone.body)).toEqual({ name: 'UNSUPPORTED_ZONE', description: "Unsupported zone 'reown.id': names are registered in gangway.id" })
  })

  it('registers a signed name: identity, reverse and name lookups then answer with it, and suggestions mark it registered', async () => {
    const { account, body } = await signed('Alice-Wallet.gangway.id')
    expect(await post(body)).toEqual({ status: 200, body: { success: true, name: 'alice-wallet.gangway.id' } })
    expect(identitySchema.parse((await get(`/v1/identity/${account.address}`)).body)).toEqual({ name: 'alice-wallet.gangway.id', avatar: null })
    const reverse = (await get(`/v1/profile/reverse/${account.address.toLowerCase()}?apiVersion=2`)).body as unknown[]
    expect(reverse.map((row) => reverseNameSchema.parse(row))).toEqual([
      { name: 'alice-wallet.gangway.id', addresses: { '60': { address: account.address }, [String(LOCAL_COIN_TYPE)]: { address: account.address } }, attributes: {} },
    ])
    const byName = await get('/v1/profile/account/ALICE-wallet.gangway.id?apiVersion=2')
    expect(byName.status).toBe(200)
    expect(reverseNameSchema.parse(byName.body).addresses[String(LOCAL_COIN_TYPE)]).toEqual({ address: account.address })
    const { suggestions } = nameSuggestionsResponseSchema.parse((await get('/v1/profile/suggestions/alice-wallet?zone=gangway.id')).body)
    expect(suggestions[0]).toEqual({ name: 'alice-wallet.gangway.id', registered: true })
    expect(suggestions.slice(1).every((suggestion) => !suggestion.registered)).toBe(true)
  })

  it('refuses a taken name, in any letter case, with the reason; the same signed message twice is a replay', async () => {
    const first = await signed('taken-name.gangway.id')
    expect((await post(first.body)).status).toBe(200)
    const again = await post(first.body)
    expect(again.status).toBe(409)
    expect(reason(again.body)).toEqual({ name: 'MESSAGE_ALREADY_USED', description: 'This signed message was already used: sign a new one' })
    clock += 1000 // another message: another timestamp
    const other = await post((await signed('Taken-Name.gangway.id')).body)
    expect(other.status).toBe(409)
    expect(reason(other.body)).toEqual({ name: 'NAME_TAKEN', description: 'The name taken-name.gangway.id is already taken' })
    expect(identitySchema.parse((await get(`/v1/identity/${first.account.address}`)).body).name).toBe('taken-name.gangway.id')
  })

  it('refuses two registrations of one name at the same time but one', async () => {
    const bodies = await Promise.all([signed('race-name.gangway.id'), signed('race-name.gangway.id'), signed('race-name.gangway.id')])
    const statuses = (await Promise.all(bodies.map(({ body }) => post(body)))).map((answer) => answer.status).sort()
    expect(statuses).toEqual([200, 409, 409])
  })

  it('checks the signature against the address: another signer, a tampered message or signature are refused (401)', async () => {
    const { body } = await signed('signed-name.gangway.id')
    const stranger = privateKeyToAccount(generatePrivateKey())
    const wrongAddress = await post({ ...body, address: stranger.address })
    expect(wrongAddress.status).toBe(401)
    expect(reason(wrongAddress.body)).toEqual({ name: 'INVALID_SIGNATURE', description: `The signature is not one of ${stranger.address} for this message` })
    // Another chain (no local node): plain ECDSA recovery.
    const mainnet = { ...body, coin_type: evmCoinType(1) }
    expect((await post({ ...mainnet, message: body.message.replace('signed-name', 'stolen-name') })).status).toBe(401)
    // One byte of r flipped (not the tail: v 00 and an s ending in 00 would rebuild the very signature 1 time in 512).
    const flipped = (Number.parseInt(body.signature.slice(10, 12), 16) ^ 0xff).toString(16).padStart(2, '0')
    expect((await post({ ...mainnet, signature: `${body.signature.slice(0, 10)}${flipped}${body.signature.slice(12)}` })).status).toBe(401)
    expect((await post({ ...body, signature: 'not hex' })).status).toBe(401)
    expect((await get('/v1/profile/account/stolen-name.gangway.id')).status).toBe(404)
    expect((await post(mainnet)).status).toBe(200)
  })

  it('checks the coin type: the chain id with the high bit set; a chain id of 2147483648 or more is \'Invalid chainId\'', async () => {
    const tooBig = await post((await signed('big-chain.gangway.id', { coinType: 0x80000000 * 2 + 5 })).body)
    expect(tooBig.status).toBe(400)
    expect(reason(tooBig.body)).toEqual({ name: 'INVALID_CHAIN_ID', description: 'Invalid chainId' })
    for (const coinType of [60, 0x80000000, -1, 1.5, 'abc']) {
      const answer = await post((await signed('coin-type.gangway.id', { coinType })).body)
      expect(answer.status, String(coinType)).toBe(400)
      expect(reason(answer.body)?.name).toBe('INVALID_COIN_TYPE')
    }
    expect((await post((await signed('coin-text.gangway.id', { coinType: String(LOCAL_COIN_TYPE) })).body)).status).toBe(200)
  })

  it('checks the message: its shape, its name (§5 rules, the zone), its attributes, and a recent timestamp', async () => {
    const refusal = async (body: unknown) => {
      const answer = await post(body)
      return { status: answer.status, code: reason(answer.body)?.name }
    }
    expect(await refusal((await signed('abc.gangway.id')).body)).toEqual({ status: 400, code: 'NAME_TOO_SHORT' })
    expect(await refusal((await signed('bad_name!.gangway.id')).body)).toEqual({ status: 400, code: 'NAME_INVALID_CHARACTERS' })
    expect(await refusal((await signed('alice.reown.id')).body)).toEqual({ status: 400, code: 'NOT_IN_ZONE' })
    expect(await refusal((await signed('a.alice.gangway.id')).body)).toEqual({ status: 400, code: 'NOT_IN_ZONE' })
    expect(await refusal((await signed('stale-name.gangway.id', { at: clock - 6 * 60_000 })).body)).toEqual({ status: 400, code: 'MESSAGE_NOT_RECENT' })
    expect(await refusal((await signed('future-name.gangway.id', { at: clock + 2 * 60_000 })).body)).toEqual({ status: 400, code: 'MESSAGE_NOT_RECENT' })
    expect((await post((await signed('recent-name.gangway.id', { at: clock - 4 * 60_000 })).body)).status).toBe(200)
    const account = privateKeyToAccount(generatePrivateKey())
    const withAttributes = async (attributes: Record<string, string>) => {
      const message = JSON.stringify({ name: 'attr-name.gangway.id', attributes, timestamp: Math.floor(clock / 1000) })
      return { coin_type: LOCAL_COIN_TYPE, address: account.address, message, signature: await account.signMessage({ message }) }
    }
    expect(await refusal(await withAttributes({ twitter: '@alice' }))).toEqual({ status: 400, code: 'UNSUPPORTED_ATTRIBUTE' })
    expect(await refusal(await withAttributes({ avatar: 'javascript:alert(1)' }))).toEqual({ status: 400, code: 'INVALID_ATTRIBUTE' })
    expect(await refusal({ ...(await signed('shape-name.gangway.id')).body, message: 'not json' })).toEqual({ status: 400, code: 'INVALID_MESSAGE' })
    expect(await refusal({ ...(await signed('shape-name.gangway.id')).body, message: '{"name":"shape-name.gangway.id"}' })).toEqual({ status: 400, code: 'INVALID_MESSAGE' })
    expect(await refusal({ message: 'x' })).toEqual({ status: 400, code: 'INVALID_BODY' })
    expect(await refusal({ ...(await signed('addr-name.gangway.id')).body, address: '0x12' })).toEqual({ status: 400, code: 'INVALID_ADDRESS' })
    const avatar = await withAttributes({ avatar: 'https://example.com/a.png', bio: 'Hello' })
    expect((await post(avatar)).status).toBe(200)
    expect(identitySchema.parse((await get(`/v1/identity/${account.address}`)).body)).toEqual({ name: 'attr-name.gangway.id', avatar: 'https://example.com/a.png' })
  })

  it('needs a known projectId and a JSON body', async () => {
    const { body } = await signed('project-name.gangway.id')
    expect((await app.request('/v1/profile/account', { method: 'POST', body: JSON.stringify(body) })).status).toBe(400)
    expect((await app.request('/v1/profile/account?projectId=nobody', { method: 'POST', body: JSON.stringify(body) })).status).toBe(403)
    expect((await app.request('/v1/profile/account?projectId=gangway-test', { method: 'POST', body: 'nope' })).status).toBe(400)
    expect((await app.request('/v1/profile/suggestions/alice-name')).status).toBe(400)
  })
})
