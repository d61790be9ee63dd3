/**
 * cloudSiwx against the reference cloud's real session routes (in process, on a seeded PGlite): the nonce, the
 * EIP-4361 message, the cloud's verification and its sessions, what this browser holds, and revoke.
 */
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createChainDataApp } from '../../server/chain/createChainDataApp'
import type { Db } from '../../server/db/Db'
import { SLOW_SETUP_MS } from '../../server/testing/hookTimeouts'
import { openSeededDb } from '../../server/testing/openSeededDb'
import { createHttpClient } from '../kernel/http/client'
import type { SIWXKit } from '../kernel/siwx/siwxTypes'
import { createMemoryStorage, createStorage } from '../kernel/storage/storage'
import { SIWX_ACCOUNT_PLACEHOLDER } from '../protocol/siwxFrame'
import { cloudSiwx, CloudAuthSIWX, ReownAuthentication } from './index'

const PROJECT = 'gangway-test'
const PAGE = { domain: '127.0.0.1:3000', uri: 'http://127.0.0.1:3000' }

describe('cloudSiwx (gangway/siwx) against the cloud', () => {
  let db: Db
  let app: ReturnType<typeof createChainDataApp>
  beforeAll(async () => {
    db = await openSeededDb()
    // No chains: EOA signatures are recovered offline.
    app = createChainDataApp(db, { chains: [], now: () => Date.now(), log: () => {} })
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await db?.close()
  })

  /** What a kit lends the config: the chain-data client (answered by the app in process), its storage, its wallet. */
  function browser(account = privateKeyToAccount(generatePrivateKey())) {
    const chainData = createHttpClient({ baseUrl: 'http://chain-data.test', projectId: PROJECT, sdkType: 'appkit', sdkVersion: 'test', fetch: (url, init) => Promise.resolve(app.request(url, init)) })
    const storage = createStorage(createMemoryStorage(), { prefix: 'siwx.' })
    const signed: string[] = []
    const kit: SIWXKit = {
      chainData,
      storage,
      signMessage: (message) => (signed.push(message), account.signMessage({ message })),
      sessionsChanged: vi.fn(),
    }
    return { account, kit, signed }
  }

  async function signIn(config: ReturnType<typeof cloudSiwx>, account: ReturnType<typeof privateKeyToAccount>) {
    const message = await config.createMessage({ chainId: 'eip155:31337', accountAddress: account.address })
    const text = message.toString()
    await config.addSession({ data: message, message: text, signature: await account.signMessage({ message: text }) })
    return { message, text }
  }

  it('createMessage: a fresh nonce from the cloud and the EIP-4361 text of the data', async () => {
    const { account, kit } = browser()
    const config = cloudSiwx({ ...PAGE, expiresIn: 3_600_000 })
    config.attachKit(kit)
    const message = await config.createMessage({ chainId: 'eip155:31337', accountAddress: account.address })
    const again = await config.createMessage({ chainId: 'eip155:31337', accountAddress: account.address })
    expect(message.nonce).toMatch(/^[a-zA-Z0-9]{24}$/)
    expect(again.nonce).not.toBe(message.nonce)
    expect(message).toMatchObject({ accountAddress: account.address, chainId: 'eip155:31337', version: '1', statement: 'Please sign with your account', ...PAGE })
    expect(Date.parse(message.expirationTime!) - Date.parse(message.issuedAt!)).toBe(3_600_000)
    expect(parseSiweMessage(message.toString())).toMatchObject({ address: account.address, chainId: 31337, domain: PAGE.domain, uri: PAGE.uri, nonce: message.nonce, statement: 'Please sign with your account' })
    // The embedded wallet's message, before its address is known, reads with the placeholder.
    const embedded = await config.createMessage({ chainId: 'eip155:31337', accountAddress: SIWX_ACCOUNT_PLACEHOLDER })
    expect(embedded.toString()).toContain(`\n${SIWX_ACCOUNT_PLACEHOLDER}\n`)
  })

  it('a signed session is kept by the cloud and held by this browser only; another browser of the same address is not signed in', async () => {
    const { account, kit } = browser()
    const config = cloudSiwx(PAGE)
    config.attachKit(kit)
    const { text } = await signIn(config, account)
    const sessions = await config.getSessions('eip155:31337', account.address)
    expect(sessions).toEqual([{ data: expect.objectContaining({ accountAddress: account.address, chainId: 'eip155:31337' }), message: text, signature: expect.stringMatching(/^0x/) }])
    expect(await config.getSessions('eip155:31338', account.address)).toEqual([])

    const other = browser(account)
    const elsewhere = new CloudAuthSIWX(PAGE)
    elsewhere.attachKit(other.kit)
    expect(await elsewhere.getSessions('eip155:31337', account.address)).toEqual([])
    // The cloud itself lists it.
    const listed = (await (await app.request(`/v1/sessions/${account.address}?projectId=${PROJECT}`)).json()) as { sessions: unknown[] }
    expect(listed.sessions).toHaveLength(1)
    // setSessions with the session makes the other browser hold it too (the cloud already keeps it: no new nonce).
    await elsewhere.setSessions(sessions)
    expect(await elsewhere.getSessions('eip155:31337', account.address)).toHaveLength(1)
    // setSessions([]): this browser lets go; the cloud keeps the session.
    await config.setSessions([])
    expect(await config.getSessions('eip155:31337', account.address)).toEqual([])
    expect(await elsewhere.getSessions('eip155:31337', account.address)).toHaveLength(1)
  })

  it('a signature the cloud refuses is not kept (HttpError with the cloud\'s answer)', async () => {
    const { account, kit } = browser()
    const config = cloudSiwx(PAGE)
    config.attachKit(kit)
    const message = await config.createMessage({ chainId: 'eip155:31337', accountAddress: account.address })
    const intruder = privateKeyToAccount(generatePrivateKey())
    const signature = await intruder.signMessage({ message: message.toString() })
    await expect(config.addSession({ data: message, message: message.toString(), signature })).rejects.toMatchObject({ name: 'HttpError' })
    expect(await config.getSessions('eip155:31337', account.address)).toEqual([])
  })

  it('revokeSession: the wallet signs the end of each session this browser holds, the cloud ends it, the kit reads again', async () => {
    const { account, kit, signed } = browser()
    const config = new ReownAuthentication(PAGE)
    config.attachKit(kit)
    await signIn(config, account)
    const [session] = (await (await app.request(`/v1/sessions/${account.address}?projectId=${PROJECT}`)).json() as { sessions: { pci: string }[] }).sessions
    await config.revokeSession('eip155:31337', account.address)
    expect(signed).toEqual([`127.0.0.1:3000 asks to end the sign-in session ${session!.pci}.`])
    expect(kit.sessionsChanged).toHaveBeenCalled()
    expect(await config.getSessions('eip155:31337', account.address)).toEqual([])
    expect(((await (await app.request(`/v1/sessions/${account.address}?projectId=${PROJECT}`)).json()) as { sessions: unknown[] }).sessions).toEqual([])
  })

  it('options and refusals: required and signOutOnDisconnect by default; no kit attached; only eip155', async () => {
    expect(cloudSiwx().getRequired()).toBe(true)
    expect(cloudSiwx({ required: false }).getRequired()).toBe(false)
    expect(cloudSiwx().signOutOnDisconnect).toBe(true)
    expect(cloudSiwx({ signOutOnDisconnect: false }).signOutOnDisconnect).toBe(false)
    await expect(cloudSiwx().getSessions('eip155:1', '0x')).rejects.toThrow('cloudSiwx is not attached to a kit: pass it as the siwx option of createAppKit')
    const { kit } = browser()
    const config = cloudSiwx(PAGE)
    config.attachKit(kit)
    await expect(config.createMessage({ chainId: 'solana:abc', accountAddress: 'So1' })).rejects.toThrow('cloudSiwx signs in on eip155 networks only: solana:abc')
    expect(await config.getSessions('solana:abc', 'So1')).toEqual([])
  })
})
