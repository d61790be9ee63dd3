import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterFrame } from './afterFrame'

describe('afterFrame', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('runs once, in a task after the next frame, not before it', () => {
    vi.useFakeTimers()
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    vi.stubGlobal('cancelAnimationFrame', () => undefined)
    const run = vi.fn()
    afterFrame(run)
    vi.advanceTimersByTime(50)
    expect(run, 'a setTimeout(0) would have run by now').not.toHaveBeenCalled()
    frames.shift()?.(0)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(run).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(200)
    expect(run, 'the 100 ms fallback does not run it again').toHaveBeenCalledTimes(1)
  })

  it('runs after 100 ms where no frame comes, and never once cancelled', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestAnimationFrame', () => 1)
    vi.stubGlobal('cancelAnimationFrame', () => undefined)
    const run = vi.fn()
    afterFrame(run)
    vi.advanceTimersByTime(100)
    expect(run).toHaveBeenCalledTimes(1)
    const cancelled = vi.fn()
    afterFrame(cancelled)()
    vi.advanceTimersByTime(200)
    expect(cancelled).not.toHaveBeenCalled()
  })
})
