import { describe, expect, it } from 'vitest'
import { testNetwork, testSolanaNetwork } from '../test-support/testKit'
import { networkImageUrl } from './networkImageUrl'

describe('networkImageUrl (chainImages)', () => {
  it("is chainImages' image for the network's id, a number or a string", () => {
    const chainImages = { 31337: 'https://img.example/local.png', [testSolanaNetwork.id]: 'https://img.example/sol.png' }
    expect(networkImageUrl(testNetwork, chainImages)).toBe('https://img.example/local.png')
    expect(networkImageUrl(testSolanaNetwork, chainImages)).toBe('https://img.example/sol.png')
  })
  it('is undefined without an image or a network', () => {
    expect(networkImageUrl(testNetwork, {})).toBeUndefined()
    expect(networkImageUrl(undefined, { 31337: 'x' })).toBeUndefined()
  })
})
