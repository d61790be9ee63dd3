import { describe, expect, it } from 'vitest'
import { ModalStore } from './stores/ModalStore'
import { whileLoading } from './whileLoading'

const deferred = () => {
  let resolve!: () => void
  let reject!: (error: Error) => void
  const promise = new Promise<void>((yes, no) => ((resolve = yes), (reject = no)))
  return { promise, resolve: () => resolve(), reject: (error: Error) => reject(error) }
}

describe('whileLoading (§4 modal loading flag)', () => {
  it('is on while any work is in flight and off when the last settles, failed or not; the work settles as it would', async () => {
    const modal = new ModalStore()
    const first = deferred()
    const second = deferred()
    const a = whileLoading(modal, first.promise)
    const b = whileLoading(modal, second.promise)
    expect(modal.loading).toBe(true)
    first.resolve()
    await a
    expect(modal.loading).toBe(true)
    second.reject(new TypeError('gone'))
    await expect(b).rejects.toThrow('gone')
    expect(modal.loading).toBe(false)
  })
})
