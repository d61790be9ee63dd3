import { afterEach, describe, expect, it, vi } from 'vitest'
import { NeedTrigger } from './NeedTrigger'

/** A window whose document is still loading, with a load event the test fires. */
function loadingWindow() {
  const target = new EventTarget() as EventTarget & { document: { readyState: string } }
  target.document = { readyState: 'loading' }
  return {
    window: target as unknown as Window,
    fireLoad() {
      target.document.readyState = 'complete'
      target.dispatchEvent(new Event('load'))
    },
  }
}

describe('NeedTrigger', () => {
  afterEach(() => vi.useRealTimers())

  it('runs nothing while the page loads, then runs what waits once the page is idle after load', async () => {
    vi.useFakeTimers()
    const page = loadingWindow()
    const trigger = new NeedTrigger(page.window)
    const run = vi.fn()
    trigger.whenNeeded(run)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(run).not.toHaveBeenCalled()
    page.fireLoad()
    await vi.advanceTimersByTimeAsync(2_000)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('runs at once on request (intent or open), before the page has loaded, and only once', async () => {
    vi.useFakeTimers()
    const page = loadingWindow()
    const trigger = new NeedTrigger(page.window)
    const run = vi.fn()
    trigger.whenNeeded(run)
    trigger.request()
    expect(run).toHaveBeenCalledTimes(1)
    trigger.request()
    page.fireLoad()
    await vi.advanceTimersByTimeAsync(3_000)
    expect(run).toHaveBeenCalledTimes(1)
    const late = vi.fn()
    trigger.whenNeeded(late)
    expect(late).toHaveBeenCalledTimes(1)
  })

  it('a cancelled wait never runs; outside a browser only request() fires', async () => {
    vi.useFakeTimers()
    const serverSide = new NeedTrigger(undefined)
    const kept = vi.fn()
    const cancelled = vi.fn()
    serverSide.whenNeeded(kept)
    serverSide.whenNeeded(cancelled)()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(kept).not.toHaveBeenCalled()
    serverSide.request()
    expect(kept).toHaveBeenCalledTimes(1)
    expect(cancelled).not.toHaveBeenCalled()
  })
})
