// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { runInAction } from 'mobx'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SessionProvider } from '../../kernel/adapterTypes'
import { KitRoot } from '../../kernel/root'
import { FAKE_ADDRESS, SessionFakeAdapter } from '../../test-support/fakeAdapter'
import { connectByEmail, type FakeAuthBridge } from '../../test-support/fakeAuthBridge'
import { renderWithKit, sectionPlugin, testOptions } from '../../test-support/testKit'
import ApproveTransactionView from './ApproveTransactionView'

const MESSAGE = 'Hello from the Gangway demo'
const hex = (text: string) => `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`

const kits: KitRoot[] = []
/** Logged in by e-mail through a fake frame: the embedded wallet's provider is the adapter's 'auth' provider. */
async function embeddedWallet(): Promise<{ kit: KitRoot; frame: FakeAuthBridge; provider: SessionProvider }> {
  const adapter = new SessionFakeAdapter()
  const kit = new KitRoot(testOptions({ adapters: [adapter], plugins: [sectionPlugin('email', 'email')] }))
  kit.startAdapters()
  kits.push(kit)
  const frame = await connectByEmail(kit, 'ada@example.com', FAKE_ADDRESS, {
    RPC_REQUEST: ({ method }) => ({ result: method === 'personal_sign' ? '0x5ign' : `0x${'ab'.repeat(32)}` }),
  })
  const provider = adapter.sessionProviders.get('auth')
  if (!provider) throw new Error('The embedded wallet was not attached')
  renderWithKit(kit, <ApproveTransactionView />)
  return { kit, frame, provider }
}

const view = () => screen.getByTestId('gw-approve-transaction')

beforeEach(() => vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {}))))
afterEach(() => {
  cleanup()
  for (const kit of kits.splice(0)) kit.destroy()
  vi.unstubAllGlobals()
})

describe('ApproveTransaction view', () => {
  it('personal_sign: the message decoded from hex; Approve signs and the dApp gets the signature', async () => {
    const { kit, frame, provider } = await embeddedWallet()
    let signature: Promise<unknown> = Promise.resolve()
    await act(async () => void (signature = provider.request({ method: 'personal_sign', params: [hex(MESSAGE), FAKE_ADDRESS] })))
    expect(kit.router.view).toBe('ApproveTransaction')
    expect(screen.getByRole('heading', { name: 'Sign this message' })).toBeTruthy()
    expect(screen.getByTestId('gw-approve-message').textContent).toBe(MESSAGE)
    expect(view().textContent).toContain('Gangway Local')
    expect(frame.request).not.toHaveBeenCalledWith('RPC_REQUEST', expect.anything())
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Approve' })))
    await expect(signature).resolves.toBe('0x5ign')
    expect(frame.request).toHaveBeenCalledWith('RPC_REQUEST', { method: 'personal_sign', params: [hex(MESSAGE), FAKE_ADDRESS], chainId: 31337 })
    expect(frame.store.approval).toBeUndefined()
    expect(screen.getByTestId('gw-approve-empty').textContent).toBe('Nothing to approve')
  })

  it("Reject: the dApp's call rejects with 4001 and nothing is signed", async () => {
    const { frame, provider } = await embeddedWallet()
    let refused: Promise<unknown> = Promise.resolve()
    // The rejection is caught from the start: it comes inside act(), before the test awaits it.
    await act(async () => void (refused = provider.request({ method: 'personal_sign', params: [hex(MESSAGE), FAKE_ADDRESS] }).catch((error: unknown) => error)))
    await act(async () => void fireEvent.click(screen.getByTestId('gw-reject')))
    expect(await refused).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(frame.request).not.toHaveBeenCalledWith('RPC_REQUEST', expect.anything())
  })

  it('eth_sendTransaction: the receiver and the value in ETH', async () => {
    const { provider } = await embeddedWallet()
    const to = '0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199'
    let sent: Promise<unknown> = Promise.resolve()
    await act(async () => void (sent = provider.request({ method: 'eth_sendTransaction', params: [{ from: FAKE_ADDRESS, to, value: '0x2386f26fc10000' }] })))
    expect(screen.getByRole('heading', { name: 'Send a transaction' })).toBeTruthy()
    expect(view().textContent).toContain(`To${to}`)
    expect(view().textContent).toContain('Value0.01 ETH')
    await act(async () => void fireEvent.click(screen.getByTestId('gw-approve')))
    await expect(sent).resolves.toBe(`0x${'ab'.repeat(32)}`)
  })

  it('a refused method shows its error, announced, with Close focused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { kit, provider } = await embeddedWallet()
    await act(async () => {
      await expect(provider.request({ method: 'eth_coinbase' })).rejects.toMatchObject({ code: 4200 })
    })
    expect(kit.router.view).toBe('ApproveTransaction')
    const error = await screen.findByTestId('gw-approve-error')
    expect(error.textContent).toBe('The embedded wallet does not support eth_coinbase')
    expect(error.getAttribute('role')).toBe('alert')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' })))
  })

  it("typed data and wallet_sendCalls in plain words; with nothing pending, 'Nothing to approve'", async () => {
    const { frame } = await embeddedWallet()
    expect(screen.getByRole('status').textContent).toBe('Nothing to approve')
    const typed = { domain: { name: 'Ether Mail', chainId: 31337 }, primaryType: 'Mail', types: {}, message: { contents: 'Hello, Bob!' } }
    const pending = () => ({ resolve: () => undefined, reject: () => undefined })
    act(() => runInAction(() => (frame.store.approvals = [{ method: 'eth_signTypedData_v4', params: [FAKE_ADDRESS, JSON.stringify(typed)], ...pending() }])))
    expect(screen.getByRole('heading', { name: 'Sign typed data' })).toBeTruthy()
    expect(view().textContent).toContain('DomainEther Mail')
    expect(view().textContent).toContain('TypeMail')
    expect(screen.getByTestId('gw-approve-message').textContent).toContain('"contents": "Hello, Bob!"')
    act(() => runInAction(() => (frame.store.approvals = [{ method: 'wallet_sendCalls', params: [{ calls: [{ to: FAKE_ADDRESS }, { to: FAKE_ADDRESS, value: '0x1' }] }], ...pending() }])))
    expect(screen.getByRole('heading', { name: 'Send calls' })).toBeTruthy()
    expect(view().textContent).toContain('Calls2')
  })
})
