import { describe, expect, it } from 'vitest'
import { useSecureSite } from '../secure/testing/useSecureSite'
import { useSeededApi } from '../testing/useSeededApi'
import { controlCharacterField } from './rejectControlCharacters'
import { createChainDataApp } from '../chain/createChainDataApp'
import { openSeededDb } from '../testing/openSeededDb'
import { SLOW_SETUP_MS } from '../testing/hookTimeouts'

const refusal = (name: string) => ({ message: `Invalid parameter '${name}': control characters are not allowed` })

describe('control characters (NUL and the rest) are refused with 400 naming the parameter', () => {
  const api = useSeededApi()
  const site = useSecureSite()

  it('API: in projectId, search, include, exclude and an image id (each was a 500 from PostgreSQL)', async () => {
    for (const [query, name] of [
      ['projectId=gangway%00test', 'projectId'],
      ['projectId=gangway-test&search=meta%00mask', 'search'],
      ['projectId=gangway-test&include=a%00', 'include'],
      ['projectId=gangway-test&exclude=%1b', 'exclude'],
    ] as const) {
      const response = await api.request(`/getWallets?${query}`)
      expect(response.status, query).toBe(400)
      expect(await response.json(), query).toEqual(refusal(name))
    }
    const image = await api.request('/getWalletImage/abc%00def?projectId=gangway-test')
    expect(image.status).toBe(400)
    expect(await image.json()).toEqual(refusal('path'))
    // The same calls without the control character still answer.
    expect((await api.request('/getWallets?projectId=gangway-test&search=meta')).status).toBe(200)
  })

  it('chain data: the price route, mounted ahead of the service rules, in its query and in its JSON body (both were a 500)', async () => {
    const db = await openSeededDb()
    try {
      const chainData = createChainDataApp(db, { log: () => undefined })
      const post = (query: string, body: unknown) => chainData.request(`/v1/fungible/price?${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      const inQuery = await post('projectId=%00', { currency: 'usd', addresses: [] })
      expect([inQuery.status, await inQuery.json()]).toEqual([400, refusal('projectId')])
      const inBody = await post('', { projectId: 'gangway\u0000test', currency: 'usd', addresses: [] })
      expect([inBody.status, await inBody.json()]).toEqual([400, refusal('projectId')])
      expect((await post('', { projectId: 'gangway-test', currency: 'usd', addresses: [] })).status).toBe(200)
    } finally {
      await db.close()
    }
  }, SLOW_SETUP_MS)

  it('secure site: a NUL projectId or e-mail in a JSON body, and a query parameter', async () => {
    const nulProject = await site.post('email/connect', { projectId: '\u0000', email: 'a@example.com', deviceId: 'device-nul-00001' })
    expect(nulProject.status).toBe(400)
    expect(await nulProject.json()).toMatchObject(refusal('projectId'))
    const nulEmail = await site.post('email/connect', { email: 'a\u0000@example.com', deviceId: 'device-nul-00002' })
    expect(nulEmail.status).toBe(400)
    expect(await nulEmail.json()).toMatchObject(refusal('email'))
    const query = await site.get('/frame?projectId=gangway%00test')
    expect(query.status).toBe(400)
    expect(await query.json()).toEqual(refusal('projectId'))
  })

  it('finds the first tainted field of a nested body, by its dot path', () => {
    expect(controlCharacterField({ a: 'fine', b: { c: ['ok', 'x\u0007'] } })).toBe('b.c.1')
    expect(controlCharacterField({ 'k\u0000': 1 })).toBe('k\u0000')
    expect(controlCharacterField({ a: 'tab-free', n: 1, t: true, z: null })).toBeUndefined()
    // A sign-in message has lines: line breaks and tabs in text are content.
    expect(controlCharacterField({ message: 'example.com wants you to sign in\nwith your account:\r\n\t0xabc' })).toBeUndefined()
  })
})
