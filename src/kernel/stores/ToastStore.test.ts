import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TIMINGS, TOAST_AUTO_CLOSE_MS } from '../constants'
import { ToastStore } from './ToastStore'

describe('ToastStore', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows a message at once when none is open', () => {
    const toast = new ToastStore()
    toast.show('Copied', 'success')
    expect(toast).toMatchObject({ open: true, message: 'Copied', variant: 'success' })
  })

  it('a second message closes the old one, then shows after the reopen delay', () => {
    const toast = new ToastStore()
    toast.show('First', 'loading')
    toast.show('Second', 'error')
    expect(toast.open).toBe(false)
    vi.advanceTimersByTime(TIMINGS.toastReopenDelay - 1)
    expect(toast.open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(toast).toMatchObject({ open: true, message: 'Second', variant: 'error' })
  })

  it('a third message inside the reopen delay waits for the same delay and wins', () => {
    const toast = new ToastStore()
    toast.show('First', 'success')
    toast.show('Second', 'error')
    vi.advanceTimersByTime(TIMINGS.toastReopenDelay - 50)
    toast.show('Third', 'loading')
    expect(toast.open).toBe(false)
    vi.advanceTimersByTime(49)
    expect(toast.open).toBe(false)
    vi.advanceTimersByTime(TIMINGS.toastReopenDelay)
    expect(toast).toMatchObject({ open: true, message: 'Third', variant: 'loading' })
  })

  it('auto-closes success and error toasts, keeps loading ones', () => {
    const toast = new ToastStore()
    toast.show('Done', 'success')
    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS)
    expect(toast.open).toBe(false)
    toast.show('Working', 'loading')
    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS * 3)
    expect(toast.open).toBe(true)
    expect(toast.autoClose).toBe(false)
  })

  it('a replaced message does not auto-close the new one early', () => {
    const toast = new ToastStore()
    toast.show('Old', 'success')
    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 10)
    toast.show('New', 'success')
    vi.advanceTimersByTime(TIMINGS.toastReopenDelay + 20)
    expect(toast).toMatchObject({ open: true, message: 'New' })
  })
})
