import { afterEach, describe, expect, it, vi } from 'vitest'
import { SOCIAL_RESULT_MAX_MS, SOCIAL_RESULT_SUPERSEDED, SOCIAL_RESULT_TIMED_OUT, SocialResults } from './socialResults'

const RESULT_URI = 'http://127.0.0.1:3003/social/callback/google?code=c&state=s'
afterEach(() => vi.useRealTimers())

describe("SocialResults: the login frame's inbox for the popup's result", () => {
  it('hands a RESULT to the waiting CONNECT_SOCIAL, and an ERROR as its error', async () => {
    const inbox = new SocialResults()
    const first = inbox.next()
    expect(inbox.receive({ type: '@gangway-social/RESULT', resultUri: RESULT_URI })).toBe(true)
    await expect(first).resolves.toBe(RESULT_URI)
    const second = inbox.next()
    inbox.receive({ type: '@gangway-social/ERROR', message: 'Invalid or expired sign-in state' })
    await expect(second).rejects.toThrow('Invalid or expired sign-in state')
  })

  it('keeps a result that comes before anyone waits, for the next wait only', async () => {
    const inbox = new SocialResults()
    inbox.receive({ type: '@gangway-social/RESULT', resultUri: RESULT_URI })
    await expect(inbox.next()).resolves.toBe(RESULT_URI)
    vi.useFakeTimers()
    const later = inbox.next()
    later.catch(() => undefined)
    await vi.advanceTimersByTimeAsync(SOCIAL_RESULT_MAX_MS)
    await expect(later).rejects.toThrow(SOCIAL_RESULT_TIMED_OUT)
  })

  it('ignores anything that is not a result, and a newer wait replaces the older one', async () => {
    const inbox = new SocialResults()
    expect(inbox.receive({ type: '@gangway-social/RECEIVED' })).toBe(false)
    expect(inbox.receive({ type: '@gangway-social/RESULT', resultUri: 'javascript:alert(1)' })).toBe(false)
    expect(inbox.receive('hello')).toBe(false)
    const older = inbox.next()
    const newer = inbox.next()
    await expect(older).rejects.toThrow(SOCIAL_RESULT_SUPERSEDED)
    inbox.receive({ type: '@gangway-social/RESULT', resultUri: RESULT_URI })
    await expect(newer).resolves.toBe(RESULT_URI)
  })
})
