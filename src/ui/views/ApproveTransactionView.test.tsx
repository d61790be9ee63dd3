// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
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
  const frame = await connectByEmail(kit, 'ada@example.com', FAKE_ADDRESS)
  const provider = adapter.sessionProviders.get('auth')
  if (!provider) throw new Error('The embedded wallet was not attached')
  renderWithKit(kit, <ApproveTransactionView />)
  return { kit, frame, provider }
}

const approvalFrame = () => screen.getByTitle('Approve request') as HTMLIFrameElement

/** The test DOM loads no frame page: the frame's window is stood in for, as what the kit posts to. */
function frameWindow(): { readonly postMessage: ReturnType<typeof vi.fn> } {
  const win = { postMessage: vi.fn() }
  Object.defineProperty(approvalFrame(), 'contentWindow', { value: win, configurable: true })
  return win
}

/** A message the approval frame (or a forger) posts to the host page. */
function fromFrame(data: unknown, { source = approvalFrame().contentWindow, origin }: { source?: unknown; origin: string }): void {
  act(() => void window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as MessageEventSource })))
}

/** Starts the dApp's call; its outcome is caught from the start (it may settle inside act(), before the test awaits it). */
async function unsafeRequest(provider: SessionProvider, method: string, params: readonly unknown[]): Promise<{ readonly outcome: Promise<unknown> }> {
  let outcome: Promise<unknown> = Promise.resolve()
  await act(async () => void (outcome = provider.request({ method, params }).then((result) => ({ result }), (error: unknown) => ({ error }))))
  return { outcome }
}

beforeEach(() => vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {}))))
afterEach(() => {
  cleanup()
  for (const kit of kits.splice(0)) kit.destroy()
  vi.unstubAllGlobals()
})

describe('ApproveTransaction view: the secure site\'s approval frame (§6)', () => {
  it('personal_sign: the request goes to the frame when it is ready, drawn by the site; its outcome answers the dApp', async () => {
    const { kit, frame, provider } = await embeddedWallet()
    const signature = await unsafeRequest(provider, 'personal_sign', [hex(MESSAGE), FAKE_ADDRESS])
    expect(kit.router.view).toBe('ApproveTransaction')
    const origin = frame.store.origin
    const iframe = approvalFrame()
    expect(iframe.getAttribute('src')).toBe(`${origin}/approve?projectId=${encodeURIComponent(kit.options.projectId)}`)
    expect(iframe.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin')
    // The host page draws nothing of the request and has no Approve button of its own.
    expect(screen.getByTestId('gw-approve-transaction').textContent).toBe('')
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
    const { postMessage: post } = frameWindow()
    fromFrame({ type: '@gangway-approval/READY' }, { origin })
    const { id } = frame.store.queue.approval!
    expect(post).toHaveBeenCalledWith(
      { type: '@gangway-approval/REQUEST', id, payload: { method: 'personal_sign', params: [hex(MESSAGE), FAKE_ADDRESS], chainId: 31337, theme: { mode: 'dark' } } },
      origin,
    )
    fromFrame({ type: '@gangway-approval/SIZE', height: 333 }, { origin })
    expect(iframe.style.height).toBe('333px')
    fromFrame({ type: '@gangway-approval/RESULT', id, outcome: { status: 'signed', result: '0x5ign' } }, { origin })
    expect(await signature.outcome).toEqual({ result: '0x5ign' })
    expect(frame.request).not.toHaveBeenCalledWith('RPC_REQUEST', expect.anything())
    expect(frame.store.queue.approval).toBeUndefined()
  })

  it('ignores what does not come from that frame on the secure origin: the host page, another origin, another id, a bad shape', async () => {
    const { frame, provider } = await embeddedWallet()
    const call = await unsafeRequest(provider, 'eth_sendTransaction', [{ from: FAKE_ADDRESS, to: FAKE_ADDRESS, value: '0x1' }])
    frameWindow()
    const origin = frame.store.origin
    const { id } = frame.store.queue.approval!
    const signed = { type: '@gangway-approval/RESULT', id, outcome: { status: 'signed', result: '0xforged' } }
    fromFrame(signed, { source: window, origin })
    fromFrame(signed, { origin: 'http://127.0.0.1:3000' })
    fromFrame({ ...signed, id: 'another-request-id' }, { origin })
    fromFrame({ ...signed, outcome: { status: 'approved' } }, { origin })
    fromFrame({ type: '@gangway-approval/SIZE', height: 'tall' }, { origin })
    expect(frame.store.queue.approval?.id).toBe(id)
    fromFrame({ type: '@gangway-approval/RESULT', id, outcome: { status: 'rejected' } }, { origin })
    expect(await call.outcome).toMatchObject({ error: { code: 4001, message: 'User rejected the request.' } })
    await waitFor(() => expect(screen.getByTestId('gw-approve-empty').textContent).toBe('Nothing to approve'))
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
})
