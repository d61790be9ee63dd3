import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LatestRequest, type LatestOutcome } from './LatestRequest'

function abortable<T>(signal: AbortSignal, answer: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
    answer.then(resolve, reject)
  })
}

function setup(run: (input: string, signal: AbortSignal) => Promise<string>) {
  const settled: LatestOutcome<string, string>[] = []
  const started: string[] = []
  const request = new LatestRequest({ run, delayMs: 500, onStart: (input) => started.push(input), onSettled: (outcome) => settled.push(outcome) })
  return { request, settled, started }
}

describe('LatestRequest', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('calls once typing pauses, for the last input only', async () => {
    const run = vi.fn((input: string) => Promise.resolve(`quote for ${input}`))
    const { request, settled, started } = setup(run)
    request.schedule('1')
    await vi.advanceTimersByTimeAsync(300)
    request.schedule('12')
    await vi.advanceTimersByTimeAsync(499)
    expect(run).not.toHaveBeenCalled()
    expect(request.busy).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(run.mock.calls.map(([input]) => input)).toEqual(['12'])
    expect(started).toEqual(['12'])
    expect(settled).toEqual([{ input: '12', output: 'quote for 12' }])
    expect(request.busy).toBe(false)
  })

  it('aborts the call of an input replaced, and drops its late answer', async () => {
    let release: (value: string) => void = () => undefined
    const signals: AbortSignal[] = []
    const { request, settled } = setup((input, signal) => {
      signals.push(signal)
      return input === 'slow' ? abortable(signal, new Promise<string>((resolve) => (release = resolve))) : Promise.resolve('fast')
    })
    const slow = request.now('slow')
    const fast = request.now('fast')
    release('late')
    await Promise.all([slow, fast])
    expect(signals[0]?.aborted).toBe(true)
    expect(settled).toEqual([{ input: 'fast', output: 'fast' }])
  })

  it('reports a failure with its input; a cancelled call reports nothing', async () => {
    const failure = new Error('down')
    const { request, settled } = setup((input) => (input === 'bad' ? Promise.reject(failure) : new Promise<string>(() => undefined)))
    await request.now('bad')
    expect(settled).toEqual([{ input: 'bad', error: failure }])
    request.schedule('never')
    request.cancel()
    await vi.advanceTimersByTimeAsync(1000)
    expect(settled).toHaveLength(1)
    expect(request.busy).toBe(false)
  })

  it('reports an AbortError the call raised by itself (a timeout), not one of a replaced call', async () => {
    const own = new DOMException('timed out', 'AbortError')
    const { request, settled } = setup(() => Promise.reject(own))
    await request.now('x')
    expect(settled).toEqual([{ input: 'x', error: own }])
  })

  it('flush starts the call waiting for the pause at once, and resolves once it has reported', async () => {
    const { request, settled } = setup((input) => Promise.resolve(`answer ${input}`))
    await request.flush()
    expect(settled).toEqual([])
    request.schedule('now')
    await request.flush()
    expect(settled).toEqual([{ input: 'now', output: 'answer now' }])
    await vi.advanceTimersByTimeAsync(1000)
    expect(settled).toHaveLength(1)
  })
})
