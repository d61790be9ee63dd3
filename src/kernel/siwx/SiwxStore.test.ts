import { describe, expect, it, vi } from 'vitest'
import { FAKE_ADDRESS, FakeAdapter } from '../../test-support/fakeAdapter'
import { fakeSiwx, type FakeSiwx } from '../../test-support/fakeSiwx'
import { appKitOf, testNetwork } from '../../test-support/testKit'
import { pickConnector } from '../router/pickWallet'
import { createMemoryStorage } from '../storage/storage'
import { rejection, secondNetwork, settle, startKit, useQuietApi } from '../stores/connectionTestKit'
import type { KitRoot } from '../root'
import { SIWX_ACCOUNT_PLACEHOLDER } from '../../protocol/siwxFrame'

const CAIP = `eip155:31337:${FAKE_ADDRESS}`

/** A kit with sign-in on: the visitor picks the test wallet in the open modal. */
async function connectWithSiwx(siwx: FakeSiwx, adapter = new FakeAdapter()) {
  const started = startKit(adapter, createMemoryStorage(), { siwx })
  await started.kit.open()
  pickConnector(started.kit, started.kit.connectors.find('io.test')!)
  return started
}

async function signedIn(siwx: FakeSiwx, chainId = testNetwork.caipNetworkId): Promise<void> {
  const message = await siwx.createMessage({ chainId, accountAddress: FAKE_ADDRESS })
  siwx.sessions.push({ data: message, message: message.toString(), signature: '0x01' })
  siwx.calls.length = 0
}

const view = (kit: KitRoot) => (kit.modal.isOpen ? kit.router.view : undefined)

describe('sign in with the wallet (SiwxStore)', () => {
  useQuietApi()

  it('a connect without a session shows SIWXSignMessage with the message to sign; Sign asks the wallet, adds the session and closes the modal', async () => {
    const siwx = fakeSiwx()
    const adapter = new FakeAdapter()
    const signed: string[] = []
    adapter.signWith = (message) => (signed.push(message), Promise.resolve('0xsigned'))
    const { kit, names } = await connectWithSiwx(siwx, adapter)
    await vi.waitFor(() => expect(view(kit)).toBe('SIWXSignMessage'))
    const store = await kit.slice('siwx')
    await vi.waitFor(() => expect(store.message?.accountAddress).toBe(FAKE_ADDRESS))
    expect(appKitOf(kit).getSIWXState()).toEqual({ status: 'idle', session: undefined })

    await store.sign()
    expect(signed).toEqual([store.state.session?.message])
    expect(siwx.sessions).toHaveLength(1)
    expect(siwx.sessions[0]).toMatchObject({ signature: '0xsigned', data: { accountAddress: FAKE_ADDRESS, chainId: 'eip155:31337', domain: 'app.test' } })
    expect(appKitOf(kit).getSIWXState()).toMatchObject({ status: 'signed-in', session: { signature: '0xsigned' } })
    await vi.waitFor(() => expect(kit.modal.isOpen).toBe(false))
    expect(names()).toEqual(expect.arrayContaining(['CONNECT_SUCCESS', 'CLICK_SIGN_SIWX_MESSAGE', 'SIWX_AUTH_SUCCESS']))
    // The message made for the summary was the one signed: one nonce asked for.
    expect(siwx.calls.filter((call) => call.startsWith('createMessage'))).toHaveLength(1)
  })

  it('a connect with a session closes the modal at once and reports signed in', async () => {
    const siwx = fakeSiwx({ required: true })
    await signedIn(siwx)
    const { kit } = await connectWithSiwx(siwx)
    await vi.waitFor(() => expect(kit.modal.isOpen).toBe(false))
    expect(appKitOf(kit).getSIWXState().status).toBe('signed-in')
    expect(siwx.calls).toEqual([`getSessions eip155:31337 ${FAKE_ADDRESS}`])
  })

  it("§8: sessions that cannot be read end the connection: 'A problem occurred while trying initialize authentication', back to Connect", async () => {
    const siwx = fakeSiwx()
    siwx.failNextGet = new Error('the sign-in service is down')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { kit, names } = await connectWithSiwx(siwx)
    await vi.waitFor(() => expect(kit.toast.message).toBe('A problem occurred while trying initialize authentication'))
    expect(kit.toast.variant).toBe('error')
    expect(kit.account.isConnected).toBe(false)
    expect(kit.router.view).toBe('Connect')
    expect(names()).toContain('SIWX_AUTH_ERROR')
  })

  it("§8: a refused signature shows 'Error signing message'; the view stays, a new message is ready, nothing is kept", async () => {
    const siwx = fakeSiwx({ required: true })
    const adapter = new FakeAdapter()
    adapter.signWith = () => Promise.reject(rejection)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { kit, names } = await connectWithSiwx(siwx, adapter)
    await vi.waitFor(() => expect(view(kit)).toBe('SIWXSignMessage'))
    const store = await kit.slice('siwx')
    await store.sign()
    expect(kit.toast.message).toBe('Error signing message')
    expect(appKitOf(kit).getSIWXState()).toEqual({ status: 'error', session: undefined, error: 'Error signing message' })
    expect(view(kit)).toBe('SIWXSignMessage')
    expect(siwx.sessions).toEqual([])
    expect(names()).toContain('SIWX_AUTH_ERROR')
    await vi.waitFor(() => expect(store.message).toBeDefined())
    // Required and no session: the modal does not close.
    await kit.close()
    expect(kit.modal.isOpen).toBe(true)
    expect(kit.modal.shake).toBe(true)
  })

  it('a session the config refuses (addSession throws) is a failed sign-in too', async () => {
    const siwx = fakeSiwx()
    siwx.failNextAdd = new Error('The signature is not valid')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { kit } = await connectWithSiwx(siwx)
    await vi.waitFor(() => expect(view(kit)).toBe('SIWXSignMessage'))
    await (await kit.slice('siwx')).sign()
    expect(kit.toast.message).toBe('Error signing message')
    expect(appKitOf(kit).getSIWXState().status).toBe('error')
  })

  it('§8 thrown: Sign without an account or on a network the app lacks', async () => {
    const siwx = fakeSiwx()
    const { kit } = startKit(new FakeAdapter(), createMemoryStorage(), { siwx })
    const store = await kit.slice('siwx')
    await expect(store.sign()).rejects.toThrow('No ActiveCaipAddress found')
    kit.account.setConnected(CAIP)
    kit.networks.setUnsupported('eip155', 5)
    await expect(store.sign()).rejects.toThrow('No ActiveCaipNetwork or client found')
    kit.networks.setActive(testNetwork)
    await expect(store.sign()).rejects.toThrow('No ConnectionController client found')
  })

  it('optional: Cancel closes the modal and the wallet stays connected', async () => {
    const siwx = fakeSiwx()
    const { kit, names } = await connectWithSiwx(siwx)
    await vi.waitFor(() => expect(view(kit)).toBe('SIWXSignMessage'))
    await (await kit.slice('siwx')).cancel()
    expect(kit.modal.isOpen).toBe(false)
    expect(kit.account.isConnected).toBe(true)
    expect(names()).toContain('CLICK_CANCEL_SIWX')
  })

  it('required: Cancel with no signed-in network disconnects', async () => {
    const siwx = fakeSiwx({ required: true })
    const { kit, adapter } = await connectWithSiwx(siwx)
    await vi.waitFor(() => expect(view(kit)).toBe('SIWXSignMessage'))
    expect(kit.closeBlocked).toBe(true)
    await (await kit.slice('siwx')).cancel()
    expect(kit.account.isConnected).toBe(false)
    expect(kit.modal.isOpen).toBe(false)
    expect(adapter.calls).toContain('disconnect:io.test')
  })

  it('another network without a session asks again; required Cancel switches back to the network signed in on', async () => {
    const siwx = fakeSiwx({ required: true })
    await signedIn(siwx)
    const { kit, adapter } = await connectWithSiwx(siwx)
    await vi.waitFor(() => expect(kit.modal.isOpen).toBe(false))
    await kit.connection.switchNetwork(secondNetwork)
    await vi.waitFor(() => expect(view(kit)).toBe('SIWXSignMessage'))
    const store = await kit.slice('siwx')
    expect(store.lastSignedNetwork?.caipNetworkId).toBe('eip155:31337')
    expect(appKitOf(kit).getSIWXState().status).toBe('idle')
    await store.cancel()
    expect(adapter.calls.filter((call) => call.startsWith('switch:'))).toEqual(['switch:eip155:31338', 'switch:eip155:31337'])
    expect(kit.networks.active?.caipNetworkId).toBe('eip155:31337')
    expect(kit.account.isConnected).toBe(true)
    expect(kit.modal.isOpen).toBe(false)
    await vi.waitFor(() => expect(appKitOf(kit).getSIWXState().status).toBe('signed-in'))
  })

  it('a wallet that refuses to switch back is disconnected instead', async () => {
    const siwx = fakeSiwx({ required: true })
    await signedIn(siwx)
    const { kit, adapter } = await connectWithSiwx(siwx)
    await vi.waitFor(() => expect(kit.modal.isOpen).toBe(false))
    await kit.connection.switchNetwork(secondNetwork)
    await vi.waitFor(() => expect(view(kit)).toBe('SIWXSignMessage'))
    adapter.switchWith = () => Promise.reject(rejection)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await (await kit.slice('siwx')).cancel()
    expect(kit.account.isConnected).toBe(false)
  })

  it('signOutOnDisconnect: the sessions are dropped when the wallet disconnects', async () => {
    const siwx = fakeSiwx({ signOutOnDisconnect: true })
    await signedIn(siwx)
    const { kit } = await connectWithSiwx(siwx)
    await vi.waitFor(() => expect(appKitOf(kit).getSIWXState().status).toBe('signed-in'))
    await kit.connection.disconnect()
    await vi.waitFor(() => expect(siwx.calls).toContain('setSessions 0'))
    expect(siwx.sessions).toEqual([])
    expect(appKitOf(kit).getSIWXState()).toEqual({ status: 'idle', session: undefined })
  })

  it('a restored connection with a session does not open the modal; without one it opens the sign view', async () => {
    const siwx = fakeSiwx()
    const first = await connectWithSiwx(siwx, new FakeAdapter())
    await vi.waitFor(() => expect(view(first.kit)).toBe('SIWXSignMessage'))
    await (await first.kit.slice('siwx')).sign()
    // The same storage after a "reload": the adapter answers the reconnect.
    const again = new FakeAdapter()
    again.reconnectWith = () => Promise.resolve({ address: FAKE_ADDRESS, chainId: 31337 })
    const { kit } = startKit(again, first.storage, { siwx })
    await kit.connection.reconnectOnStart()
    await vi.waitFor(() => expect(appKitOf(kit).getSIWXState().status).toBe('signed-in'))
    expect(kit.modal.isOpen).toBe(false)
    siwx.sessions.length = 0
    const third = startKit(again, first.storage, { siwx })
    await third.kit.connection.reconnectOnStart()
    await vi.waitFor(() => expect(view(third.kit)).toBe('SIWXSignMessage'))
  })

  it('one-click sign-in for the embedded wallet: the session is added only with message, signature and siwxMessage, and the sign-in check waits for it', async () => {
    const siwx = fakeSiwx()
    const { kit } = startKit(new FakeAdapter(), createMemoryStorage(), { siwx })
    const store = await kit.slice('siwx')
    const message = await store.embeddedMessage(testNetwork)
    expect(message).toMatchObject({ accountAddress: SIWX_ACCOUNT_PLACEHOLDER, chainId: 'eip155:31337', nonce: expect.any(String), serializedMessage: expect.stringContaining(SIWX_ACCOUNT_PLACEHOLDER) })
    expect(await store.embeddedMessage({ ...testNetwork, chainNamespace: 'solana', caipNetworkId: 'solana:abc' })).toBeUndefined()

    store.addEmbeddedSession({ address: FAKE_ADDRESS, message: 'signed text', signature: '0xaa' })
    store.addEmbeddedSession({ address: FAKE_ADDRESS, message: 'signed text', siwxMessage: message })
    expect(siwx.calls.filter((call) => call.startsWith('addSession'))).toEqual([])
    store.addEmbeddedSession({ address: FAKE_ADDRESS, message: 'signed text', signature: '0xaa', siwxMessage: message })
    expect(siwx.calls).toContain(`addSession eip155:31337 ${FAKE_ADDRESS}`)
    kit.account.setConnected(CAIP)
    await store.sync(CAIP)
    expect(store.state).toMatchObject({ status: 'signed-in', session: { message: 'signed text', signature: '0xaa', data: { accountAddress: FAKE_ADDRESS } } })
  })

  it('siweConfig (the older shape) is mapped: getSession answers the sign-in check', async () => {
    const getSession = vi.fn(() => Promise.resolve({ address: FAKE_ADDRESS, chainId: 31337 }))
    const siweConfig = { getNonce: () => Promise.resolve('nonce1234'), createMessage: () => 'text', verifyMessage: () => Promise.resolve(true), getSession, signOut: () => Promise.resolve(true) }
    const adapter = new FakeAdapter()
    const started = startKit(adapter, createMemoryStorage(), { siweConfig })
    await started.kit.open()
    pickConnector(started.kit, started.kit.connectors.find('io.test')!)
    await vi.waitFor(() => expect(appKitOf(started.kit).getSIWXState().status).toBe('signed-in'))
    expect(started.kit.modal.isOpen).toBe(false)
    expect(appKitOf(started.kit).getSIWX()?.getRequired?.()).toBe(true)
  })

  it('a sign-in config without its methods fails to start (§8 toast) and disconnects', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const started = startKit(new FakeAdapter(), createMemoryStorage(), { siwx: { getRequired: () => true } })
    await started.kit.open()
    pickConnector(started.kit, started.kit.connectors.find('io.test')!)
    await vi.waitFor(() => expect(started.kit.toast.message).toBe('A problem occurred while trying initialize authentication'))
    expect(started.kit.account.isConnected).toBe(false)
    await settle()
  })
})
