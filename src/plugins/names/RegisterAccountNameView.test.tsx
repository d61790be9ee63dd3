// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from '../../kernel/errors'
import { fakePluginContext } from '../../test-support/fakePluginContext'
import { NamesApi } from './namesApi'
import { NamesStore } from './NamesStore'
import { RegisterAccountNameSuccessView } from './RegisterAccountNameSuccessView'
import { RegisterAccountNameView } from './RegisterAccountNameView'

const ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const SIGNATURE = `0x${'ab'.repeat(65)}`

function renderView(options: { connectorId?: string; post?: () => Promise<unknown>; taken?: readonly string[] } = {}) {
  const fake = fakePluginContext({
    plugin: 'names',
    address: ADDRESS,
    connectorId: options.connectorId ?? 'auth',
    get: (path) => {
      const label = /^\/v1\/profile\/suggestions\/(.+)$/.exec(path)?.[1]
      if (label !== undefined) {
        const name = `${label}.gangway.id`
        return Promise.resolve({ suggestions: [{ name, registered: (options.taken ?? []).includes(name) }, { name: `${label}1.gangway.id`, registered: false }] })
      }
      return Promise.resolve([])
    },
    post: options.post ?? (() => Promise.resolve({ success: true })),
    request: () => Promise.resolve(SIGNATURE),
  })
  fake.set({ view: 'RegisterAccountName' })
  const store = new NamesStore({ context: fake.context, api: new NamesApi(fake.context.chainData), now: () => Date.now() })
  const view = render(<RegisterAccountNameView store={store} context={fake.context} args={undefined} />)
  return { store, view, ...fake }
}

const input = () => screen.getByTestId('gw-names-input') as HTMLInputElement
const type = (text: string) => act(() => fireEvent.change(input(), { target: { value: text } }))

describe('RegisterAccountName view', () => {
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it("shows the §5 rules under the field as the visitor types: 'abc' and 'bad_name!' refused, announced and tied to the input", () => {
    renderView()
    expect(screen.getByRole('textbox', { name: 'Name' })).toBe(input())
    expect(screen.queryByTestId('gw-names-rule')).toBeNull()
    type('abc')
    const rule = screen.getByRole('alert')
    expect(rule.textContent).toBe('Name must be at least 4 characters long')
    expect(input().getAttribute('aria-invalid')).toBe('true')
    expect(input().getAttribute('aria-describedby')?.split(' ')).toContain(rule.id)
    type('bad_name!')
    expect(screen.getByTestId('gw-names-rule').textContent).toBe('Can only contain letters, numbers and - characters')
    expect(screen.getByTestId('gw-names-register').getAttribute('aria-disabled')).toBe('true')
    type('alice-wallet')
    expect(screen.queryByTestId('gw-names-rule')).toBeNull()
    expect(input().getAttribute('aria-invalid')).toBe('false')
  })

  it('shows availability and the suggestions once typing pauses; a taken name cannot be registered', async () => {
    vi.useFakeTimers()
    const { store } = renderView({ taken: ['taken-name.gangway.id'] })
    type('alice-wallet')
    expect(screen.getByTestId('gw-names-availability').textContent).toBe('Checking alice-wallet.gangway.id…')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500)
      await store.feed.flush()
    })
    expect(screen.getByTestId('gw-names-availability').textContent).toBe('alice-wallet.gangway.id is available')
    const suggestions = screen.getAllByTestId('gw-names-suggestion')
    expect(suggestions.map((button) => [button.getAttribute('data-name'), button.textContent])).toEqual([
      ['alice-wallet.gangway.id', 'alice-wallet.gangway.idAvailable'],
      ['alice-wallet1.gangway.id', 'alice-wallet1.gangway.idAvailable'],
    ])
    expect(screen.getByTestId('gw-names-register').getAttribute('aria-disabled')).toBeNull()
    type('taken-name')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500)
      await store.feed.flush()
    })
    expect(screen.getByTestId('gw-names-availability').textContent).toBe('taken-name.gangway.id is already registered')
    expect(screen.getByTestId('gw-names-register').getAttribute('aria-disabled')).toBe('true')
    const taken = screen.getAllByTestId('gw-names-suggestion')[0]!
    expect(taken.textContent).toBe('taken-name.gangway.idRegistered')
    expect((taken as HTMLButtonElement).disabled).toBe(true)
  })

  it("Register (Enter in the field) signs and registers; a refusal shows the service's reason word for word", async () => {
    const post = vi.fn(() => Promise.reject(new HttpError(Response.json({ status: 'FAILED', reasons: [{ name: 'NAME_TAKEN', description: 'The name alice-wallet.gangway.id is already taken' }] }, { status: 409 }))))
    const { store, request } = renderView({ post })
    type('alice-wallet')
    await act(async () => {
      fireEvent.submit(input().form!)
      await vi.waitFor(() => expect(store.registering).toBeUndefined())
    })
    expect(request).toHaveBeenCalledOnce()
    expect(screen.getByTestId('gw-names-error').textContent).toBe('The name alice-wallet.gangway.id is already taken')
    expect(screen.getByTestId('gw-names-error').getAttribute('role')).toBe('alert')
  })

  it("says 'Address or auth connector not found' instead of the form for another wallet (§6)", () => {
    renderView({ connectorId: 'io.metamask' })
    expect(screen.getByTestId('gw-names-precondition').textContent).toBe('Address or auth connector not found')
    expect(screen.queryByTestId('gw-names-input')).toBeNull()
  })
})

describe('RegisterAccountNameSuccess view', () => {
  afterEach(cleanup)

  it("says so with the name, and Let's Go! shows Account", () => {
    const fake = fakePluginContext({ plugin: 'names', connectorId: 'auth' })
    const store = new NamesStore({ context: fake.context, api: new NamesApi(fake.context.chainData), now: () => Date.now() })
    fake.set({ profileName: 'alice-wallet.gangway.id' })
    render(<RegisterAccountNameSuccessView store={store} context={fake.context} args={undefined} />)
    expect(screen.getByRole('heading', { name: 'Account name chosen successfully' })).toBeTruthy()
    expect(screen.getByTestId('gw-names-registered').textContent).toBe('alice-wallet.gangway.id')
    act(() => fireEvent.click(screen.getByRole('button', { name: "Let's Go!" })))
    expect(fake.replace).toHaveBeenCalledExactlyOnceWith('Account')
  })
})
