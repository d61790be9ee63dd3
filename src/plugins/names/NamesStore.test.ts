import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hexToString, recoverMessageAddress, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { HttpError } from '../../kernel/errors'
import { TIMINGS } from '../../kernel/constants'
import { fakePluginContext } from '../../test-support/fakePluginContext'
import { testNetwork, testSolanaNetwork } from '../../test-support/testKit'
import { NamesApi } from './namesApi'
import { NamesStore } from './NamesStore'

const ACCOUNT = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)

const refusal = (status: number, description: string) =>
  new HttpError(new Response(JSON.stringify({ status: 'FAILED', reasons: [{ name: 'NAME_TAKEN', description }] }), { status, headers: { 'Content-Type': 'application/json' } }))

interface Setup {
  readonly taken?: readonly string[]
  readonly owned?: readonly string[]
  readonly suggestions?: (label: string) => Promise<unknown>
  readonly post?: (path: string, options: { body: unknown }) => Promise<unknown>
  readonly request?: (args: { method: string; params?: unknown }) => Promise<unknown>
}

function setup({ taken = [], owned = [], suggestions, post, request }: Setup = {}) {
  const fake = fakePluginContext({
    plugin: 'names',
    address: ACCOUNT.address,
    connectorId: 'auth',
    get: (path) => {
      const label = /^\/v1\/profile\/suggestions\/(.+)$/.exec(path)?.[1]
      if (label !== undefined) {
        if (suggestions) return suggestions(decodeURIComponent(label))
        const name = `${decodeURIComponent(label).toLowerCase()}.gangway.id`
        return Promise.resolve({ suggestions: [{ name, registered: taken.includes(name) }, { name: `my-${name}`, registered: false }] })
      }
      if (path.startsWith('/v1/profile/reverse/')) return Promise.resolve(owned.map((name) => ({ name, addresses: {} })))
      return Promise.reject(new Error(`unexpected GET ${path}`))
    },
    post: post ?? (() => Promise.resolve({ success: true })),
    request:
      request ??
      (async ({ method, params }) => {
        if (method !== 'personal_sign') throw new Error(`unexpected ${method}`)
        const [message] = params as [Hex, string]
        return ACCOUNT.signMessage({ message: { raw: message } })
      }),
  })
  fake.set({ view: 'RegisterAccountName' })
  const store = new NamesStore({ context: fake.context, api: new NamesApi(fake.context.chainData), now: () => NOW })
  return { store, ...fake }
}

describe('NamesStore: the §5 rules as the visitor types', () => {
  it("says nothing for an empty field, 'at least 4' for 'abc', and the characters rule for 'bad_name!'", () => {
    const { store, get } = setup()
    expect(store.ruleText).toBeUndefined()
    store.setInput('abc')
    expect(store.ruleText).toBe('Name must be at least 4 characters long')
    store.setInput('bad_name!')
    expect(store.ruleText).toBe('Can only contain letters, numbers and - characters')
    store.setInput('alice-wallet')
    expect(store.ruleText).toBeUndefined()
    expect(store.name).toBe('alice-wallet.gangway.id')
    expect(get).not.toHaveBeenCalled()
  })
})

describe('NamesStore: suggestions of the fixed zone', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('asks once typing pauses (§9 debounce 500 ms) with the fixed zone, and shows availability', async () => {
    const { store, get } = setup({ taken: ['taken-name.gangway.id'] })
    store.setInput('alic')
    store.setInput('alice-wallet')
    expect(store.availability).toBe('checking')
    await vi.advanceTimersByTimeAsync(TIMINGS.debounceDefault - 1)
    expect(get).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await store.feed.flush()
    expect(get).toHaveBeenCalledExactlyOnceWith('/v1/profile/suggestions/alice-wallet', expect.objectContaining({ params: { zone: 'gangway.id' } }))
    expect(store.availability).toBe('available')
    expect(store.suggestions.map((suggestion) => suggestion.name)).toEqual(['alice-wallet.gangway.id', 'my-alice-wallet.gangway.id'])
    expect(store.canRegister).toBe(true)

    store.setInput('taken-name')
    await vi.advanceTimersByTimeAsync(TIMINGS.debounceDefault)
    await store.feed.flush()
    expect(store.availability).toBe('registered')
    expect(store.canRegister).toBe(false)
  })

  it('never asks for a name that breaks a rule, and drops a late answer for a name no longer typed', async () => {
    let answer: (value: unknown) => void = () => {}
    const { store, get } = setup({ suggestions: (label) => (label === 'first' ? new Promise((resolve) => (answer = resolve)) : Promise.resolve({ suggestions: [{ name: `${label}.gangway.id`, registered: false }] })) })
    store.setInput('bad_name!')
    await vi.advanceTimersByTimeAsync(TIMINGS.debounceDefault)
    expect(get).not.toHaveBeenCalled()
    store.setInput('first')
    await vi.advanceTimersByTimeAsync(TIMINGS.debounceDefault)
    store.setInput('second')
    await vi.advanceTimersByTimeAsync(TIMINGS.debounceDefault)
    await store.feed.flush()
    answer({ suggestions: [{ name: 'first.gangway.id', registered: true }] })
    await vi.advanceTimersByTimeAsync(0)
    expect(store.suggestions.map((suggestion) => suggestion.name)).toEqual(['second.gangway.id'])
    expect(store.availability).toBe('available')
  })

  it("says the service's reason, else 'Error fetching name suggestions'", async () => {
    const { store } = setup({ suggestions: (label) => Promise.reject(label === 'refused' ? refusal(400, 'Unsupported zone') : new Error('offline')) })
    store.setInput('refused')
    await vi.advanceTimersByTimeAsync(TIMINGS.debounceDefault)
    await store.feed.flush()
    expect(store.feed.error?.shortMessage).toBe('Unsupported zone')
    store.setInput('offline')
    await vi.advanceTimersByTimeAsync(TIMINGS.debounceDefault)
    await store.feed.flush()
    expect(store.feed.error?.shortMessage).toBe('Error fetching name suggestions')
    expect(store.availability).toBe('unknown')
  })
})

describe('NamesStore: registration', () => {
  it("signs AppKit's JSON message with the auth connector, posts it with the coin type, sets the profile name, shows success", async () => {
    const { store, request, post, setProfileName, replace, emit } = setup()
    store.setInput('Alice-Wallet')
    await store.register()
    expect(store.error).toBeUndefined()
    const [args] = request.mock.calls[0]!
    expect(args.method).toBe('personal_sign')
    const [hex, address] = args.params as [Hex, string]
    expect(address).toBe(ACCOUNT.address)
    const message = hexToString(hex)
    expect(JSON.parse(message)).toEqual({ name: 'alice-wallet.gangway.id', attributes: {}, timestamp: NOW / 1000 })
    const [path, { body }] = post.mock.calls[0]! as [string, { body: { coin_type: number; address: string; message: string; signature: Hex } }]
    expect(path).toBe('/v1/profile/account')
    expect(body).toMatchObject({ coin_type: 2147514985, address: ACCOUNT.address, message })
    expect(await recoverMessageAddress({ message, signature: body.signature })).toBe(ACCOUNT.address)
    expect(setProfileName).toHaveBeenCalledExactlyOnceWith('alice-wallet.gangway.id')
    expect(replace).toHaveBeenCalledExactlyOnceWith('RegisterAccountNameSuccess')
    expect(store.registered).toBe('alice-wallet.gangway.id')
    expect(emit.mock.calls.map(([event]) => event)).toEqual(['REGISTER_NAME_INITIATED', 'REGISTER_NAME_SUCCESS'])
    expect(emit).toHaveBeenCalledWith('REGISTER_NAME_SUCCESS', { isSmartAccount: false, ensName: 'alice-wallet.gangway.id' })
  })

  it('a profile name the kit cannot set does not make a registration fail', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { store, setProfileName, replace } = setup()
    setProfileName.mockRejectedValueOnce(new Error('chunk failed'))
    await store.register('alice-wallet.gangway.id')
    expect(store.error).toBeUndefined()
    expect(replace).toHaveBeenCalledWith('RegisterAccountNameSuccess')
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('registers a suggestion by its full name', async () => {
    const { store, post } = setup()
    await store.register('my-alice.gangway.id')
    const { body } = post.mock.calls[0]![1] as { body: { message: string } }
    expect(JSON.parse(body.message)).toMatchObject({ name: 'my-alice.gangway.id' })
  })

  it("shows the service's refusal word for word (§8), and stays on the view", async () => {
    const { store, replace, setProfileName, emit } = setup({ post: () => Promise.reject(refusal(409, 'The name alice-wallet.gangway.id is already taken')) })
    store.setInput('alice-wallet')
    await store.register()
    expect(store.error?.shortMessage).toBe('The name alice-wallet.gangway.id is already taken')
    expect(store.registering).toBeUndefined()
    expect(replace).not.toHaveBeenCalled()
    expect(setProfileName).not.toHaveBeenCalled()
    expect(emit).toHaveBeenLastCalledWith('REGISTER_NAME_ERROR', { isSmartAccount: false, ensName: 'alice-wallet.gangway.id', error: 'The name alice-wallet.gangway.id is already taken' })
  })

  it('asks the suggestions again at once after a refusal, so a name taken meanwhile shows as registered', async () => {
    const taken: string[] = []
    const { store, get } = setup({
      taken,
      post: () => {
        taken.push('alice-wallet.gangway.id')
        return Promise.reject(refusal(409, 'The name alice-wallet.gangway.id is already taken'))
      },
    })
    store.setInput('alice-wallet')
    await store.feed.flush()
    expect(store.availability).toBe('available')
    await store.register()
    await store.feed.flush()
    expect(get).toHaveBeenCalledTimes(2)
    expect(store.availability).toBe('registered')
    expect(store.canRegister).toBe(false)
  })

  it.each([
    ['a failure without a reason', () => Promise.reject(new HttpError(new Response('{"message":"Internal server error"}', { status: 500 })))],
    ['a service out of reach', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])("says 'Error registering name {name}' for %s", async (_case, post) => {
    const { store } = setup({ post })
    store.setInput('alice-wallet')
    await store.register()
    expect(store.error?.shortMessage).toBe('Error registering name alice-wallet.gangway.id')
  })

  it("says 'Error registering name {name}' when the visitor refuses to sign, and sends nothing", async () => {
    const { store, post } = setup({ request: () => Promise.reject(Object.assign(new Error('User rejected the request'), { code: 4001 })) })
    store.setInput('alice-wallet')
    await store.register()
    expect(store.error?.shortMessage).toBe('Error registering name alice-wallet.gangway.id')
    expect(post).not.toHaveBeenCalled()
  })
})

describe('NamesStore: §6 preconditions and the coin type (§5)', () => {
  it("needs an active network: 'Network not found'", async () => {
    const { store, set, request } = setup()
    set({ network: undefined })
    expect(store.precondition?.shortMessage).toBe('Network not found')
    await store.register('alice-wallet.gangway.id')
    expect(store.error?.shortMessage).toBe('Network not found')
    expect(request).not.toHaveBeenCalled()
  })

  it("needs an address and the auth connector: 'Address or auth connector not found'", async () => {
    const { store, set, request } = setup()
    set({ connectorId: 'io.metamask' })
    expect(store.precondition?.shortMessage).toBe('Address or auth connector not found')
    expect(store.canRegister).toBe(false)
    await store.register('alice-wallet.gangway.id')
    expect(store.error?.shortMessage).toBe('Address or auth connector not found')
    set({ connectorId: 'auth', address: undefined })
    expect(store.precondition?.shortMessage).toBe('Address or auth connector not found')
    expect(request).not.toHaveBeenCalled()
  })

  it("refuses a chain id of 2147483648 or more: 'Invalid chainId'; a network outside eip155 is not found", async () => {
    const { store, set, request } = setup()
    set({ network: { ...testNetwork, id: 2147483648, caipNetworkId: 'eip155:2147483648' } })
    await store.register('alice-wallet.gangway.id')
    expect(store.error?.shortMessage).toBe('Invalid chainId')
    set({ network: testSolanaNetwork })
    await store.register('alice-wallet.gangway.id')
    expect(store.error?.shortMessage).toBe('Network not found')
    expect(request).not.toHaveBeenCalled()
  })

  it("knows a name the account has already (the kit's profile name, or the reverse lookup): 'You already own a name'", async () => {
    const { store, request, set } = setup({ owned: ['gangway-dev.eth', 'old-name.gangway.id'] })
    await store.loadOwnedName()
    expect(store.existingName).toBe('old-name.gangway.id')
    store.setInput('alice-wallet')
    expect(store.canRegister).toBe(false)
    await store.register()
    expect(store.error?.shortMessage).toBe('You already own a name')
    expect(request).not.toHaveBeenCalled()
    // Another account: its own (none).
    set({ address: '0x90F79bf6EB2c4f870365E96a1EA7edcA8e8fA6b8' })
    expect(store.existingName).toBeUndefined()
    await store.loadOwnedName()
    expect(store.input).toBe('')
    expect(store.error).toBeUndefined()
    const other = setup()
    other.set({ profileName: 'bob-name.gangway.id' })
    expect(other.store.existingName).toBe('bob-name.gangway.id')
  })
})
