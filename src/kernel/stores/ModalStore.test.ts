import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TIMINGS } from '../constants'
import { ModalStore } from './ModalStore'

describe('ModalStore', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shakes for the §9 shake time', () => {
    const modal = new ModalStore()
    modal.triggerShake()
    expect(modal.shake).toBe(true)
    vi.advanceTimersByTime(TIMINGS.shake - 1)
    expect(modal.shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(modal.shake).toBe(false)
  })

  it('a second shake restarts the timer', () => {
    const modal = new ModalStore()
    modal.triggerShake()
    vi.advanceTimersByTime(TIMINGS.shake - 100)
    modal.triggerShake()
    vi.advanceTimersByTime(200)
    expect(modal.shake).toBe(true)
  })
})
