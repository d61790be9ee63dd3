import { describe, expect, it } from 'vitest'
import { AnalyticsRelay } from './AnalyticsRelay'
import type { KitEvent } from './stores/EventsStore'

const event = (name: string): KitEvent => ({ timestamp: 1, data: { type: 'track', event: name } })

describe('AnalyticsRelay', () => {
  it('keeps events until the sink connects, then forwards every later one', () => {
    const relay = new AnalyticsRelay(() => true)
    const seen: string[] = []
    relay.record(event('MODAL_OPEN'))
    relay.connect((e) => seen.push(e.data.event))
    relay.record(event('MODAL_CLOSE'))
    expect(seen).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  })

  it('keeps nothing while analytics are off', () => {
    const relay = new AnalyticsRelay(() => false)
    const seen: string[] = []
    relay.record(event('MODAL_OPEN'))
    relay.connect((e) => seen.push(e.data.event))
    expect(seen).toEqual([])
  })
})
