import { describe, expect, it } from 'vitest'
import { gangwayLocal, withRpcUrl } from './networks'

describe('withRpcUrl', () => {
  it('points the network at another node, and leaves it as it is without one', () => {
    expect(withRpcUrl(gangwayLocal, 'http://127.0.0.1:18545').rpcUrls.default.http).toEqual(['http://127.0.0.1:18545'])
    expect(withRpcUrl(gangwayLocal, 'http://127.0.0.1:18545').id).toBe(31337)
    expect(withRpcUrl(gangwayLocal, undefined)).toBe(gangwayLocal)
  })
})
