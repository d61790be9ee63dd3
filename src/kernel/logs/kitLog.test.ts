import { afterEach, describe, expect, it, vi } from 'vitest'
import { LOG_BUFFER_BYTES, LOG_LEVEL } from '../lazyConstants'
import { kitLog, kitLogs, LogBuffer } from './kitLog'

describe('the log buffer (§9: about 1 MB)', () => {
  it('keeps lines up to its size and drops the oldest first', () => {
    const buffer = new LogBuffer(20)
    buffer.add('first 1') // 8 bytes with its line break
    buffer.add('second2') // 16
    expect(buffer.read()).toEqual(['first 1', 'second2'])
    buffer.add('third 3') // 24 > 20: the oldest goes
    expect(buffer.read()).toEqual(['second2', 'third 3'])
    expect(buffer.size).toBe(16)
  })

  it('the kit log holds about 1 MB: 3 MB of lines leave the newest 1 MB', () => {
    const buffer = new LogBuffer(LOG_BUFFER_BYTES)
    const line = 'x'.repeat(1023)
    for (let i = 0; i < 3 * 1024; i++) buffer.add(`${line}`)
    expect(buffer.size).toBeLessThanOrEqual(LOG_BUFFER_BYTES)
    expect(buffer.size).toBeGreaterThan(LOG_BUFFER_BYTES - 1024)
    expect(LOG_BUFFER_BYTES).toBe(1024 * 1024)
  })
})

describe('kitLog (§9: the log level from a constant)', () => {
  afterEach(() => vi.restoreAllMocks())

  it(`records every level; the console gets ${LOG_LEVEL} and above only`, () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})
    kitLog('debug', 'a detail for support', { page: 2 })
    kitLog('warn', 'wallet search failed', new TypeError('Failed to fetch'))
    const lines = kitLogs.read().slice(-2)
    expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\dT.* debug a detail for support \{"page":2\}$/)
    expect(lines[1]).toMatch(/ warn wallet search failed TypeError: Failed to fetch$/)
    expect(debug).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith('[gangway] wallet search failed', expect.any(TypeError))
  })
})
