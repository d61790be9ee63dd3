import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import type { SessionProvider } from '../adapterTypes'
import { KitRoot } from '../root'
import { createMemoryStorage } from '../storage/storage'
import { FAKE_ADDRESS, SessionFakeAdapter } from '../../test-support/fakeAdapter'
import { connectByEmail, fakeAuthBridge } from '../../test-support/fakeAuthBridge'
import { appKitOf, testOptions } from '../../test-support/testKit'
import { fakeSiwx, type FakeSiwx } from '../../test-support/fakeSiwx'
import { useQuietApi } from '../stores/connectionTestKit'
import type { FrameReplyPayload, FrameRequestPayload } from '../../protocol/frameEvents'
import { email } from '../../plugins/email'
import { EMAIL_LOGIN_KEYS } from './emailLoginState'

const kits: KitRoot[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
  vi.useRealTimers()
})

async function embeddedWallet() {
  const adapter = new SessionFakeAdapter()
  const kit = new KitRoot(testOptions({ adapters: [adapter], plugins: [email()] }))
  kits.push(kit)
  kit.connectors.add({ id: 'auth', type: 'AUTH', name: 'Email', namespace: 'eip155' })
  const frame = await connectByEmail(kit, 'ada@example.com', FAKE_ADDRESS, { RPC_REQUEST: ({ method }) => ({ result: `signed:${method}` }) })
  const provider = adapter.sessionProviders.get('auth') as SessionProvider
  return { kit, frame, provider }
}

describe('AuthConnector: requests that wait for the visitor (§4, §6)', () => {
  it('queues a second unsafe request behind the first: refusing one leaves the other waiting; each settles with its approval frame\'s outcome', async () => {
    const { kit, frame, provider } = await embeddedWallet()
    const first = provider.request({ method: 'personal_sign', params: ['0x68', FAKE_ADDRESS] })
    const second = provider.request({ method: 'eth_signTypedData_v4', params: [FAKE_ADDRESS, '{}'] })
    await vi.waitFor(() => expect(frame.store.queue.approvals).toHaveLength(2))
    expect(kit.router.view).toBe('ApproveTransaction')
    // §4: loading while a request is in flight, until the last one settles.
    expect(appKitOf(kit).getState().loading).toBe(true)
    expect(frame.store.queue.approval).toMatchObject({ method: 'personal_sign', params: ['0x68', FAKE_ADDRESS], chainId: 31337 })
    frame.store.queue.settle(frame.store.queue.approval!.id, { status: 'rejected' })
    await expect(first).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(appKitOf(kit).getState().loading).toBe(true)
    expect(frame.store.queue.approval?.method).toBe('eth_signTypedData_v4')
    frame.store.queue.settle(frame.store.queue.approval!.id, { status: 'signed', result: '0xsigned' })
    await expect(second).resolves.toBe('0xsigned')
    expect(appKitOf(kit).getState().loading).toBe(false)
    // Nothing unsafe goes to the hidden login frame: the approval frame signs.
    expect(frame.request.mock.calls.some(([type]) => type === 'RPC_REQUEST')).toBe(false)
  })

  it("the approval frame's failure rejects the dApp's call with the site's message; an unknown id settles nothing", async () => {
    const { frame, provider } = await embeddedWallet()
    const pending = provider.request({ method: 'eth_sendTransaction', params: [{ to: FAKE_ADDRESS }] })
    await vi.waitFor(() => expect(frame.store.queue.approvals).toHaveLength(1))
    frame.store.queue.settle('not-a-pending-id', { status: 'signed', result: '0x1' })
    expect(frame.store.queue.approvals).toHaveLength(1)
    frame.store.queue.settle(frame.store.queue.approval!.id, { status: 'failed', message: 'The node of chain 31337 did not answer' })
    await expect(pending).rejects.toMatchObject({ name: 'FrameError', message: 'The node of chain 31337 did not answer' })
  })

  it('the approval frame URL and theme: the secure site\'s /approve for the project, the modal\'s mode and accent', async () => {
    const { kit, frame } = await embeddedWallet()
    expect(frame.store.approvalFrameUrl).toMatch(/\/approve\?projectId=[\w-]+$/)
    expect(new URL(frame.store.approvalFrameUrl).origin).toBe(frame.store.origin)
    kit.theme.setMode('light')
    kit.theme.setVariables({ '--w3m-accent': '#0a0', '--w3m-border-radius-master': '2px' })
    expect(frame.store.approvalTheme).toEqual({ mode: 'light', accent: '#00aa00', radius: '2px' })
    kit.theme.setVariables({ '--w3m-accent': 'red; background: url(x)', '--w3m-border-radius-master': '1em' })
    expect(frame.store.approvalTheme).toEqual({ mode: 'light' })
  })

  it("closing the modal aborts every waiting request: 4001 'Request was aborted', and the frame is told (RPC_ABORT)", async () => {
    const { kit, frame, provider } = await embeddedWallet()
    frame.answer({ RPC_ABORT: () => ({}) })
    const pending = provider.request({ method: 'eth_sendTransaction', params: [{ to: FAKE_ADDRESS }] })
    await vi.waitFor(() => expect(frame.store.queue.approvals).toHaveLength(1))
    await kit.close()
    await expect(pending).rejects.toMatchObject({ code: 4001, message: 'Request was aborted' })
    expect(frame.request.mock.calls.filter(([type]) => type === 'RPC_ABORT')).toHaveLength(1)
    expect(frame.request.mock.calls.some(([type]) => type === 'RPC_REQUEST')).toBe(false)
    // Closing with nothing waiting tells the frame nothing.
    await kit.open()
    await kit.close()
    expect(frame.request.mock.calls.filter(([type]) => type === 'RPC_ABORT')).toHaveLength(1)
  })

  it('wallet_getCapabilities needs an address parameter (§5), the wallet\'s own (4100 otherwise); then the wallet answers', async () => {
    const { frame, provider } = await embeddedWallet()
    for (const params of [undefined, [], ['nope']]) {
      await expect(provider.request({ method: 'wallet_getCapabilities', ...(params && { params }) })).rejects.toMatchObject({ code: -32602, message: 'A capabilities request needs an address parameter' })
    }
    await expect(provider.request({ method: 'wallet_getCapabilities', params: ['0x0000000000000000000000000000000000000001'] })).rejects.toMatchObject({ code: 4100 })
    expect(frame.request.mock.calls.some(([type]) => type === 'RPC_REQUEST')).toBe(false)
    await expect(provider.request({ method: 'wallet_getCapabilities', params: [FAKE_ADDRESS] })).resolves.toBe('signed:wallet_getCapabilities')
  })

  it('an unknown method is refused at once; its error shows after 300 ms', async () => {
    const { kit, frame, provider } = await embeddedWallet()
    vi.useFakeTimers()
    for (const method of ['eth_coinbase', 'eth_sign']) {
      await expect(provider.request({ method })).rejects.toThrow(`The embedded wallet does not support ${method}`)
    }
    expect(kit.router.view).toBe('ApproveTransaction')
    await vi.advanceTimersByTimeAsync(299)
    expect(frame.store.queue.refusal).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(frame.store.queue.refusal).toBe('The embedded wallet does not support eth_sign')
  })
})

describe('AuthConnector: the modal loading flag (§4)', () => {
  it('is on while a login connects the embedded wallet, off once it has', async () => {
    const adapter = new SessionFakeAdapter()
    const kit = new KitRoot(testOptions({ adapters: [adapter], plugins: [email()] }))
    kits.push(kit)
    kit.connectors.add({ id: 'auth', type: 'AUTH', name: 'Email', namespace: 'eip155' })
    let answerUser: (() => void) | undefined
    const frame = fakeAuthBridge(kit, {
      GET_USER: () => new Promise((resolve) => (answerUser = () => resolve({ address: FAKE_ADDRESS, chainId: 31337, email: 'ada@example.com' }))),
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
    })
    expect(appKitOf(kit).getState().loading).toBe(false)
    const connecting = frame.store.connect({ method: 'email', email: 'ada@example.com' })
    await vi.waitFor(() => expect(answerUser).toBeDefined())
    expect(appKitOf(kit).getState().loading).toBe(true)
    answerUser?.()
    await connecting
    expect(kit.account.connectorId).toBe('auth')
    expect(appKitOf(kit).getState().loading).toBe(false)
  })
})

describe('AuthConnector: the loading flag while a reload restores the login (§4 "Sync sets loading")', () => {
  it('is on from the restore until the frame has answered, then off with the wallet connected', async () => {
    const storage = createMemoryStorage()
    const first = new KitRoot(testOptions({ adapters: [new SessionFakeAdapter()], plugins: [email()], storage }))
    kits.push(first)
    first.connectors.add({ id: 'auth', type: 'AUTH', name: 'Email', namespace: 'eip155' })
    await connectByEmail(first, 'ada@example.com', FAKE_ADDRESS, { GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }) })
    first.destroy()

    const kit = new KitRoot(testOptions({ adapters: [new SessionFakeAdapter()], plugins: [email()], storage }))
    kits.push(kit)
    let answerConnected: (() => void) | undefined
    fakeAuthBridge(kit, {
      IS_CONNECTED: () => new Promise((resolve) => (answerConnected = () => resolve({ isConnected: true }))),
      GET_USER: () => ({ address: FAKE_ADDRESS, chainId: 31337, email: 'ada@example.com' }),
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
    })
    expect(appKitOf(kit).getState().loading).toBe(false)
    kit.startAdapters()
    await vi.waitFor(() => expect(answerConnected).toBeDefined())
    expect(appKitOf(kit).getState().loading).toBe(true)
    answerConnected?.()
    await vi.waitFor(() => expect(appKitOf(kit).getAccount()).toMatchObject({ address: FAKE_ADDRESS, isConnected: true }))
    await vi.waitFor(() => expect(appKitOf(kit).getState().loading).toBe(false))
  })
})

describe('AuthConnector: the frame follows the modal theme (§7 SYNC_THEME)', () => {
  it('every change of the theme mode or variables is sent to the frame', async () => {
    const { kit, frame } = await embeddedWallet()
    frame.answer({ SYNC_THEME: () => ({}) })
    const syncs = () => frame.request.mock.calls.filter(([type]) => type === 'SYNC_THEME').map(([, payload]) => payload)
    kit.theme.setMode('light')
    kit.theme.setVariables({ '--w3m-accent': '#00aa00' })
    expect(syncs()).toEqual([
      { themeMode: 'light', themeVariables: {} },
      { themeMode: 'light', themeVariables: { '--w3m-accent': '#00aa00' } },
    ])
    kit.theme.setMode('light')
    expect(syncs()).toHaveLength(2)
  })
})

describe('AuthConnector: sign-out', () => {
  it('disconnect clears the stored login at once and waits at most 3 s for the frame’s sign-out', async () => {
    const { kit, frame } = await embeddedWallet()
    frame.answer({ SIGN_OUT: () => new Promise(() => {}) })
    expect(kit.storage.get(EMAIL_LOGIN_KEYS.used, z.boolean())).toBe(true)
    vi.useFakeTimers()
    const done = vi.fn()
    void appKitOf(kit).disconnect().then(done, done)
    await vi.advanceTimersByTimeAsync(0)
    expect(kit.storage.get(EMAIL_LOGIN_KEYS.used, z.boolean())).toBeUndefined()
    expect(kit.storage.get(EMAIL_LOGIN_KEYS.email, z.string())).toBeUndefined()
    expect(kit.account.isConnected).toBe(false)
    await vi.advanceTimersByTimeAsync(3_000)
    expect(done).toHaveBeenCalled()
  })
})

describe('AuthConnector: one-click sign-in (§3, §7 embedded wallet session)', () => {
  useQuietApi()

  async function emailKit(siwx: FakeSiwx, user: (payload: FrameRequestPayload<'GET_USER'>) => FrameReplyPayload<'GET_USER'>) {
    const adapter = new SessionFakeAdapter()
    const kit = new KitRoot(testOptions({ adapters: [adapter], plugins: [email()], siwx }))
    kits.push(kit)
    kit.connectors.add({ id: 'auth', type: 'AUTH', name: 'Email', namespace: 'eip155' })
    kit.startAdapters()
    await kit.open()
    const frame = await connectByEmail(kit, 'ada@example.com', FAKE_ADDRESS, { GET_USER: user })
    return { kit, frame }
  }

  it('the login asks the secure site to sign the sign-in message; the session is added and the modal closes with no sign view', async () => {
    const siwx = fakeSiwx({ required: true })
    const { kit, frame } = await emailKit(siwx, ({ siwxMessage }) => ({
      address: FAKE_ADDRESS,
      chainId: 31337,
      message: 'the text the wallet signed',
      signature: '0xabc',
      ...(siwxMessage && { siwxMessage: { ...siwxMessage, accountAddress: FAKE_ADDRESS } }),
    }))
    const [, payload] = frame.request.mock.calls.find(([type]) => type === 'GET_USER')!
    expect(payload).toMatchObject({ chainId: 31337, siwxMessage: { accountAddress: '<<AccountAddress>>', chainId: 'eip155:31337', domain: 'app.test', nonce: expect.any(String) } })
    await vi.waitFor(() => expect(appKitOf(kit).getSIWXState().status).toBe('signed-in'))
    expect(siwx.sessions).toEqual([expect.objectContaining({ message: 'the text the wallet signed', signature: '0xabc', data: expect.objectContaining({ accountAddress: FAKE_ADDRESS }) })])
    expect(kit.modal.isOpen).toBe(false)
    expect(kit.router.view).not.toBe('SIWXSignMessage')
  })

  it('without the signature in the answer nothing is added: the sign view asks as for any wallet', async () => {
    const siwx = fakeSiwx()
    const { kit } = await emailKit(siwx, () => ({ address: FAKE_ADDRESS, chainId: 31337 }))
    await vi.waitFor(() => expect(kit.router.view).toBe('SIWXSignMessage'))
    expect(siwx.calls.some((call) => call.startsWith('addSession'))).toBe(false)
    expect(kit.modal.isOpen).toBe(true)
  })
})
