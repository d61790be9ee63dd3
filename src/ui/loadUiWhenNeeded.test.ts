import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadUiWhenNeeded } from './loadUiWhenNeeded'

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

function requestSource() {
  let start: (() => void) | undefined
  return { source: { onUiRequest: (run: () => void) => void (start = run) }, request: () => start?.() }
}

describe('loadUiWhenNeeded', () => {
  afterEach(() => vi.useRealTimers())

  it('fetches nothing while the page loads, then loads the UI once the page is idle after load', async () => {
    vi.useFakeTimers()
    const page = loadingWindow()
    const { source } = requestSource()
    const load = vi.fn(() => Promise.resolve())
    const ready = loadUiWhenNeeded(source, load, page.window)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(load).not.toHaveBeenCalled()
    page.fireLoad()
    await vi.advanceTimersByTimeAsync(2_000)
    expect(load).toHaveBeenCalledTimes(1)
    await expect(ready).resolves.toBeUndefined()
  })

  it('loads at once on intent or open, before the page has loaded, and only once', async () => {
    vi.useFakeTimers()
    const page = loadingWindow()
    const { source, request } = requestSource()
    const load = vi.fn(() => Promise.resolve())
    const ready = loadUiWhenNeeded(source, load, page.window)
    request()
    expect(load).toHaveBeenCalledTimes(1)
    request()
    page.fireLoad()
    await vi.advanceTimersByTimeAsync(3_000)
    expect(load).toHaveBeenCalledTimes(1)
    await expect(ready).resolves.toBeUndefined()
  })

  it('passes a failed load on to the caller', async () => {
    const { source, request } = requestSource()
    const ready = loadUiWhenNeeded(source, () => Promise.reject(new TypeError('chunk failed')), loadingWindow().window)
    request()
    await expect(ready).rejects.toThrow('chunk failed')
  })
})
