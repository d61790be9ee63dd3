import { observable, runInAction } from 'mobx'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectionError } from './errors/connection'
import { TimeoutError } from './errors/timeout'
import { onceTrue, untilTrue } from './onceTrue'

afterEach(() => vi.useRealTimers())

describe('onceTrue', () => {
  it('runs the effect once, when the predicate first holds', () => {
    const box = observable.box(0)
    const effect = vi.fn()
    onceTrue(() => box.get() > 1, effect)
    runInAction(() => box.set(1))
    expect(effect).not.toHaveBeenCalled()
    runInAction(() => box.set(2))
    runInAction(() => box.set(0))
    runInAction(() => box.set(3))
    expect(effect).toHaveBeenCalledOnce()
  })

  it('runs at once when the predicate already holds, and never after its disposer', () => {
    const ran = vi.fn()
    onceTrue(() => true, ran)
    expect(ran).toHaveBeenCalledOnce()
    const box = observable.box(false)
    const never = vi.fn()
    onceTrue(() => box.get(), never)()
    runInAction(() => box.set(true))
    expect(never).not.toHaveBeenCalled()
  })
})

describe('untilTrue', () => {
  it('resolves when the predicate holds', async () => {
    const box = observable.box(false)
    const done = untilTrue(() => box.get())
    runInAction(() => box.set(true))
    await expect(done).resolves.toBeUndefined()
  })

  it('rejects with a TimeoutError after the timeout and stops watching', async () => {
    vi.useFakeTimers()
    const box = observable.box(false)
    const done = untilTrue(() => box.get(), { ms: 100, what: () => new ConnectionError('WALLET_TIMEOUT') })
    const settled = expect(done).rejects.toBeInstanceOf(TimeoutError)
    vi.advanceTimersByTime(100)
    await settled
    runInAction(() => box.set(true))
  })
})
