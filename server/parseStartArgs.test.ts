import { describe, expect, it } from 'vitest'
import { parseStartArgs } from './parseStartArgs'

describe('parseStartArgs', () => {
  it('reads --wallet-scale (both spellings) and --no-chains', () => {
    expect(parseStartArgs([])).toEqual({})
    expect(parseStartArgs(['--wallet-scale', '5000'])).toEqual({ walletScale: 5000 })
    expect(parseStartArgs(['--wallet-scale=800', '--no-chains'])).toEqual({ walletScale: 800, chains: false })
  })

  it('rejects a bad scale and unknown options', () => {
    expect(() => parseStartArgs(['--wallet-scale', 'lots'])).toThrow(/positive integer/)
    expect(() => parseStartArgs(['--wallet-scale'])).toThrow(/positive integer/)
    expect(() => parseStartArgs(['--verbose'])).toThrow(/unknown option --verbose/)
  })
})
