// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { enableWhenSeen, type SeenWindow } from './enableWhenSeen'

/** An IntersectionObserver whose entries the test reports; `tracks` says whether it knows isVisible (v2). */
function fakeWindow(tracks: boolean, visibilityState: DocumentVisibilityState = 'visible') {
  let report: ((entries: IntersectionObserverEntry[]) => void) | undefined
  let options: Record<string, unknown> | undefined
  class Observer {
    constructor(callback: (entries: IntersectionObserverEntry[]) => void, init: Record<string, unknown>) {
      report = callback
      options = init
    }
    observe() {}
    disconnect() {
      report = undefined
    }
  }
  class Entry {}
  if (tracks) Object.defineProperty(Entry.prototype, 'isVisible', { value: false })
  const win = {
    IntersectionObserver: Observer as unknown as typeof IntersectionObserver,
    IntersectionObserverEntry: Entry as unknown as typeof IntersectionObserverEntry,
    document: { visibilityState },
    setTimeout: (handler: () => void, ms: number) => setTimeout(handler, ms) as unknown as number,
    clearTimeout: (id: number | undefined) => clearTimeout(id),
  } satisfies SeenWindow
  const see = (entry: { isVisible?: boolean; isIntersecting?: boolean }) => report?.([entry as IntersectionObserverEntry])
  return { win, see, options: () => options }
}

describe('enableWhenSeen: Approve takes clicks only once seen uncovered for a moment', () => {
  it('with Intersection Observer v2: enabled 500 ms after isVisible, disabled again when covered or faded', () => {
    vi.useFakeTimers()
    const { win, see, options } = fakeWindow(true)
    const button = document.createElement('button')
    const stop = enableWhenSeen(win, document.createElement('div'), button, 500)
    expect(options()).toMatchObject({ trackVisibility: true, threshold: 1 })
    expect(button.disabled).toBe(true)
    see({ isVisible: true, isIntersecting: true })
    vi.advanceTimersByTime(499)
    expect(button.disabled).toBe(true)
    vi.advanceTimersByTime(1)
    expect(button.disabled).toBe(false)
    see({ isVisible: false, isIntersecting: true })
    expect(button.disabled).toBe(true)
    // Covered again before the delay ran out: it stays disabled.
    see({ isVisible: true, isIntersecting: true })
    vi.advanceTimersByTime(300)
    see({ isVisible: false, isIntersecting: true })
    vi.advanceTimersByTime(1000)
    expect(button.disabled).toBe(true)
    stop()
    vi.useRealTimers()
  })

  it('without v2: in view with the page visible, for 500 ms', () => {
    vi.useFakeTimers()
    const hidden = fakeWindow(false, 'hidden')
    const button = document.createElement('button')
    enableWhenSeen(hidden.win, document.createElement('div'), button, 500)
    hidden.see({ isIntersecting: true })
    vi.advanceTimersByTime(1000)
    expect(button.disabled).toBe(true)
    const shown = fakeWindow(false)
    enableWhenSeen(shown.win, document.createElement('div'), button, 500)
    expect(shown.options()).toEqual({ threshold: 1 })
    shown.see({ isIntersecting: true })
    vi.advanceTimersByTime(500)
    expect(button.disabled).toBe(false)
    vi.useRealTimers()
  })
})
