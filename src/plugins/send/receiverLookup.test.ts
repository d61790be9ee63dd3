import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from '../../kernel/errors'
import { fakeContext, RECEIVER, type FakeContextOptions } from '../../test-support/sendPluginContext'
import { ReceiverLookup } from './receiverLookup'

const profile = (address: string, extra: Record<string, unknown> = {}) => ({ name: 'gangway-dev.eth', addresses: { '60': { address } }, ...extra })

function lookup(get: FakeContextOptions['get']) {
  const fake = fakeContext(get ? { get } : {})
  return { receiver: new ReceiverLookup(fake.context, 10), ...fake }
}

describe('ReceiverLookup', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('takes an address at once (with 0x), without a lookup', () => {
    const { receiver, get } = lookup(undefined)
    receiver.setInput(RECEIVER.slice(2))
    expect(receiver).toMatchObject({ status: 'address', address: RECEIVER, input: RECEIVER.slice(2) })
    expect(get).not.toHaveBeenCalled()
  })

  it.each(['0x1234', `${RECEIVER}00`, 'not an address!', 'a b'])('refuses %j as neither an address nor a name', (text) => {
    const { receiver, get } = lookup(undefined)
    receiver.setInput(text)
    expect(receiver.status).toBe('invalid')
    expect(receiver.error(false)).toBe('Enter an address (0x and 40 hex characters) or a name')
    expect(get).not.toHaveBeenCalled()
  })

  it('an empty field is refused only once Send was pressed', () => {
    const { receiver } = lookup(undefined)
    expect(receiver.error(false)).toBeUndefined()
    expect(receiver.error(true)).toBe('Enter the receiver address or name')
  })

  it('looks a name up once typing pauses, on GET /v1/profile/account/{name}?apiVersion=2, with its avatar', async () => {
    const { receiver, get } = lookup(() => Promise.resolve(profile(RECEIVER, { attributes: { avatar: 'https://x/a.png' } })))
    receiver.setInput('gangway')
    receiver.setInput('Gangway-Dev.eth')
    expect(receiver.status).toBe('resolving')
    await vi.advanceTimersByTimeAsync(10)
    expect(get).toHaveBeenCalledExactlyOnceWith('/v1/profile/account/gangway-dev.eth', expect.objectContaining({ params: { apiVersion: 2 } }))
    expect(receiver).toMatchObject({ status: 'resolved', address: RECEIVER, profileName: 'gangway-dev.eth', profileImageUrl: 'https://x/a.png' })
  })

  it('prefers the address for this chain (ENSIP-11 coin type) over Ethereum’s', async () => {
    const other = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
    const { receiver } = lookup(() => Promise.resolve({ name: 'x.eth', addresses: { '60': { address: other }, [String(0x80000000 + 31337)]: { address: RECEIVER } } }))
    receiver.setInput('x.eth')
    await receiver.flush()
    expect(receiver.address).toBe(RECEIVER)
  })

  it.each([
    ['a 404 (no such name, or no names route)', () => Promise.reject(new HttpError(new Response(null, { status: 404 })))],
    ['a profile without an EVM address', () => Promise.resolve({ name: 'x.eth', addresses: {} })],
    ['a profile with a malformed address', () => Promise.resolve(profile('0x1234'))],
  ])("%s → 'Name not found'", async (_case, get) => {
    const { receiver } = lookup(get)
    receiver.setInput('nobody.eth')
    await receiver.flush()
    expect(receiver.status).toBe('notFound')
    expect(receiver.error(false)).toBe('Name not found')
    expect(receiver.address).toBeUndefined()
  })

  it('a failing names API says the name could not be looked up', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { receiver } = lookup(() => Promise.reject(new HttpError(new Response(null, { status: 500 }))))
    receiver.setInput('gangway-dev.eth')
    await receiver.flush()
    expect(receiver.error(false)).toBe('The name could not be looked up. Try again.')
  })

  it('a late answer for a name no longer typed is dropped', async () => {
    let answer: (value: unknown) => void = () => {}
    const { receiver } = lookup(() => new Promise((resolve) => (answer = resolve)))
    receiver.setInput('old-name.eth')
    void receiver.flush()
    receiver.setInput(RECEIVER)
    answer(profile('0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'))
    await vi.runAllTimersAsync()
    expect(receiver).toMatchObject({ status: 'address', address: RECEIVER, profileName: undefined })
  })

  it('clear empties the field and drops a lookup still waiting', async () => {
    const { receiver, get } = lookup(() => Promise.resolve(profile(RECEIVER)))
    receiver.setInput('gangway-dev.eth')
    receiver.clear()
    await vi.runAllTimersAsync()
    expect(receiver).toMatchObject({ input: '', status: 'empty', address: undefined })
    expect(get).not.toHaveBeenCalled()
  })
})
