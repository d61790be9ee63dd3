import { describe, expect, it } from 'vitest'
import type { NetworkStatusStore } from './NetworkStatusStore'
import { blockText, gasText } from './verdictText'

const store = (fields: Partial<Pick<NetworkStatusStore, 'blockNumber' | 'gasPrice'>>) => ({ blockNumber: undefined, gasPrice: undefined, ...fields }) as NetworkStatusStore

describe('the network status texts', () => {
  it('groups the block number in thousands, and waits with an ellipsis', () => {
    expect(blockText(store({ blockNumber: 1_234_567n }))).toBe('1,234,567')
    expect(blockText(store({}))).toBe('…')
  })

  it('shows the gas price in gwei: 2 decimals from 1 gwei up, 4 below', () => {
    expect(gasText(store({ gasPrice: 1_234_567_890n }))).toBe('1.23 gwei')
    expect(gasText(store({ gasPrice: 12_345n }))).toBe('0 gwei')
    expect(gasText(store({ gasPrice: 123_456_789n }))).toBe('0.1235 gwei')
    expect(gasText(store({}))).toBe('…')
  })
})
