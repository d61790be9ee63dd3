import { afterEach, describe, expect, it, vi } from 'vitest'
import { ANALYTICS_MAX_ERRORS_PER_MINUTE } from './lazyConstants'
import { AnalyticsSink } from './analytics'
import { createHttpClient } from './http/client'
import { EventsStore, type KitEvent } from './stores/EventsStore'
import { reportError } from './errorReports'

function setup(enabledByProject: boolean, allowedLocally = true) {
  const posted: unknown[] = []
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    if (input.includes('/getAnalyticsConfig')) return new Response(JSON.stringify({ isAnalyticsEnabled: enabledByProject }))
    posted.push(JSON.parse(String(init?.body)))
    return new Response(null, { status: 202 })
  })
  const client = createHttpClient({ baseUrl: 'http://analytics.test', projectId: 'p', sdkType: 'gangway', sdkVersion: 'v', fetch })
  return { sink: new AnalyticsSink(client, () => allowedLocally), posted, fetch }
}

const event = (name: string, type: KitEvent['data']['type'] = 'track', timestamp = Date.now()): KitEvent => ({ timestamp, data: { type, event: name } })
// Events are posted after the next frame; without frames (here), after afterFrame's 100 ms fallback, which fires first.
const flush = () => new Promise((resolve) => setTimeout(resolve, 150))

describe('AnalyticsSink', () => {
  afterEach(() => vi.restoreAllMocks())

  it('sends nothing before activation, then every event once the project allows analytics', async () => {
    const { sink, posted, fetch } = setup(true)
    sink.record(event('BEFORE'))
    expect(fetch).not.toHaveBeenCalled()
    await sink.activate()
    sink.record(event('MODAL_OPEN'))
    sink.record(event('MODAL_CLOSE'))
    await flush()
    expect(posted).toMatchObject([{ props: { type: 'track', event: 'MODAL_OPEN' } }, { props: { event: 'MODAL_CLOSE' } }])
  })

  it('posts after the next frame, not in the task that recorded the event (the click that opens the modal)', async () => {
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    vi.stubGlobal('cancelAnimationFrame', () => undefined)
    try {
      const { sink, posted } = setup(true)
      await sink.activate()
      sink.record(event('MODAL_OPEN'))
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(posted).toEqual([])
      for (const frame of frames.splice(0)) frame(0)
      await vi.waitFor(() => expect(posted).toMatchObject([{ props: { event: 'MODAL_OPEN' } }]))
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('sends nothing when the project turns analytics off', async () => {
    const { sink, posted } = setup(false)
    sink.record(event('MODAL_OPEN'))
    await sink.activate()
    sink.record(event('MODAL_CLOSE'))
    await flush()
    expect(posted).toEqual([])
  })

  it('sends nothing, and does not even ask, when the developer turned analytics off', async () => {
    const { sink, fetch } = setup(true, false)
    sink.record(event('MODAL_OPEN'))
    await sink.activate()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('sends at most the §7 number of error reports per minute', async () => {
    const { sink, posted } = setup(true)
    await sink.activate()
    const now = Date.now()
    for (let i = 0; i < ANALYTICS_MAX_ERRORS_PER_MINUTE + 3; i++) sink.record(event('ERROR', 'error', now + i))
    sink.record(event('ERROR', 'error', now + 61_000))
    await flush()
    expect(posted).toHaveLength(ANALYTICS_MAX_ERRORS_PER_MINUTE + 1)
  })

  it('an error report posts type, event, errorType, errorMessage and stackTrace (§7); 6 in a minute post 5', async () => {
    const { sink, posted } = setup(true)
    await sink.activate()
    const events = new EventsStore()
    events.subscribe((event) => sink.record(event))
    class WalletGone extends Error {
      override name = 'WalletGone'
    }
    for (let i = 0; i < 6; i++) reportError(events, 'CONNECT_ERROR', new WalletGone(`gone ${i}`))
    await flush()
    expect(posted).toHaveLength(5)
    expect(posted[0]).toMatchObject({ props: { type: 'error', event: 'CONNECT_ERROR', errorType: 'WalletGone', errorMessage: 'gone 0', stackTrace: expect.stringContaining('WalletGone: gone 0') } })
    expect(Object.keys((posted[0] as { props: object }).props).sort()).toEqual(['errorMessage', 'errorType', 'event', 'stackTrace', 'type'])
  })
})
