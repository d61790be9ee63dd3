import { afterEach, describe, expect, it, vi } from 'vitest'
import { testOptions } from '../test-support/testKit'
import { KitRoot } from './root'

function stubCloud(isAnalyticsEnabled: boolean) {
  const posted: { props: { event: string } }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const { pathname } = new URL(input)
      if (pathname === '/getAnalyticsConfig') return new Response(JSON.stringify({ isAnalyticsEnabled }))
      if (pathname === '/e') {
        posted.push(JSON.parse(String(init?.body)))
        return new Response(null, { status: 202 })
      }
      if (pathname === '/getWallets') return new Response(JSON.stringify({ count: 0, data: [] }))
      return new Response(JSON.stringify({ features: [] }))
    }),
  )
  return posted
}

describe('intent: analytics', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('events from before intent are kept and sent once the project allows analytics', async () => {
    const posted = stubCloud(true)
    const kit = new KitRoot(testOptions())
    kit.events.emit('BEFORE_INTENT')
    await kit.open()
    await vi.waitFor(() => expect(posted.map((body) => body.props.event)).toEqual(['BEFORE_INTENT', 'MODAL_OPEN']))
    await kit.close()
    await vi.waitFor(() => expect(posted.map((body) => body.props.event)).toContain('MODAL_CLOSE'))
  })

  it('nothing is sent when the project turns analytics off', async () => {
    const posted = stubCloud(false)
    const kit = new KitRoot(testOptions())
    await kit.open()
    await vi.waitFor(() => expect(kit.flagStore.remoteStatus).not.toBe('loading'))
    await kit.close()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(posted).toEqual([])
  })

  it('nothing is kept or sent when the developer turns analytics off', async () => {
    const posted = stubCloud(true)
    const kit = new KitRoot(testOptions({ features: { analytics: false } }))
    await kit.open()
    await vi.waitFor(() => expect(kit.flagStore.remoteStatus).not.toBe('loading'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(posted).toEqual([])
  })
})
