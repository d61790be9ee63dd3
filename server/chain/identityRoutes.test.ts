import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { identitySchema, reverseNameSchema, reverseResponseSchema } from '../../src/protocol/chainData'
import { DEV_NAMES } from '../data/devNames'
import type { Db } from '../db/Db'
import { openSeededDb } from '../testing/openSeededDb'
import { createChainDataApp } from './createChainDataApp'
import { SLOW_SETUP_MS } from '../testing/hookTimeouts'

const ZERO = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const NOBODY = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('identity and reverse names (names table)', () => {
  let db: Db
  let app: ReturnType<typeof createChainDataApp>
  beforeAll(async () => {
    db = await openSeededDb()
    app = createChainDataApp(db)
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await db?.close()
  })
  const get = async (path: string) => {
    const response = await app.request(path, { headers: { Origin: 'http://127.0.0.1:3000' } })
    return { status: response.status, body: (await response.json()) as unknown, cors: response.headers.get('access-control-allow-origin') }
  }

  it('answers the dev name and avatar of account #0, in any case and without 0x', async () => {
    const expected = { name: 'gangway-dev.eth', avatar: DEV_NAMES[0]!.avatar }
    expect(expected.avatar).toMatch(/^data:image\/svg\+xml;base64,/)
    for (const address of [ZERO, ZERO.toLowerCase(), ZERO.slice(2)]) {
      const answer = await get(`/v1/identity/${address}?projectId=gangway-test&sender=${NOBODY}`)
      expect(answer).toEqual({ status: 200, body: expected, cors: 'http://127.0.0.1:3000' })
      expect(identitySchema.parse(answer.body)).toEqual(expected)
    }
  })

  it('answers { name: null, avatar: null } for an address without a name', async () => {
    expect(await get(`/v1/identity/${NOBODY}?projectId=gangway-test`)).toMatchObject({ status: 200, body: { name: null, avatar: null } })
  })

  it('reverse-resolves the names of an address (apiVersion 2), [] when none', async () => {
    const answer = await get(`/v1/profile/reverse/${ZERO.toLowerCase()}?projectId=gangway-test&sender=${ZERO}&apiVersion=2`)
    expect(answer.status).toBe(200)
    const rows = reverseResponseSchema.parse(answer.body).map((row) => reverseNameSchema.parse(row))
    expect(rows).toEqual([{ name: 'gangway-dev.eth', addresses: { '60': { address: ZERO } }, attributes: expect.objectContaining({ avatar: DEV_NAMES[0]!.avatar }) }])
    await db.query(`INSERT INTO names (name, address) VALUES ('second-name.eth', $1)`, [ZERO.toLowerCase()])
    const two = await get(`/v1/profile/reverse/${ZERO}?projectId=gangway-test&apiVersion=2`)
    expect((two.body as { name: string }[]).map((row) => row.name)).toEqual(['gangway-dev.eth', 'second-name.eth'])
    expect((await get(`/v1/identity/${ZERO}?projectId=gangway-test`)).body).toMatchObject({ name: 'gangway-dev.eth' })
    expect(await get(`/v1/profile/reverse/${NOBODY}?projectId=gangway-test&apiVersion=2`)).toMatchObject({ status: 200, body: [] })
  })

  it('leaves a stored row with a bad address or bad attributes out of the reverse list (logged), not a 500', async () => {
    const lines: string[] = []
    const logged = createChainDataApp(db, { log: (line) => lines.push(line) })
    const badChecksum = `0xF${ZERO.slice(3)}` // mixed case with a wrong checksum: still matches lower(address)
    await db.query(`INSERT INTO names (name, address) VALUES ('bad-checksum.eth', $1)`, [badChecksum])
    await db.query(`INSERT INTO names (name, address, attributes) VALUES ('bad-attributes.eth', $1, '{"count": 1}'::jsonb)`, [ZERO])
    const response = await logged.request(`/v1/profile/reverse/${ZERO}?projectId=gangway-test&apiVersion=2`)
    expect(response.status).toBe(200)
    const names = ((await response.json()) as { name: string }[]).map((row) => row.name)
    expect(names).toContain('gangway-dev.eth')
    expect(names).not.toContain('bad-checksum.eth')
    expect(names).not.toContain('bad-attributes.eth')
    expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(/^reverse names: row "bad-checksum\.eth" left out: /), expect.stringMatching(/^reverse names: row "bad-attributes\.eth" left out: /)]))
    await db.query(`DELETE FROM names WHERE name IN ('bad-checksum.eth', 'bad-attributes.eth')`)
  })

  it('looks a name up (GET /v1/profile/account/{name}?apiVersion=2), 404 when there is none', async () => {
    const answer = await get('/v1/profile/account/Gangway-Dev.eth?projectId=gangway-test&apiVersion=2')
    expect(answer.status).toBe(200)
    expect(reverseNameSchema.parse(answer.body)).toEqual({ name: 'gangway-dev.eth', addresses: { '60': { address: ZERO } }, attributes: expect.objectContaining({ avatar: DEV_NAMES[0]!.avatar }) })
    expect(await get('/v1/profile/account/nobody.eth?projectId=gangway-test&apiVersion=2')).toMatchObject({ status: 404, body: { message: 'Name not found: nobody.eth' } })
    expect(await get('/v1/profile/account/bad%20name?projectId=gangway-test')).toMatchObject({ status: 400, body: { message: 'Invalid name: bad name' } })
  })

  it('refuses a bad address with 400 and needs a known projectId', async () => {
    expect(await get('/v1/identity/0x12?projectId=gangway-test')).toMatchObject({ status: 400, body: { message: 'Invalid address: 0x12' } })
    expect(await get('/v1/profile/reverse/vitalik.eth?projectId=gangway-test')).toMatchObject({ status: 400, body: { message: 'Invalid address: vitalik.eth' } })
    expect((await get(`/v1/identity/${ZERO}`)).status).toBe(400)
    expect((await get(`/v1/identity/${ZERO}?projectId=nope`)).status).toBe(403)
  })
})
