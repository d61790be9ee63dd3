import { describe, expect, it } from 'vitest'
import { swapAggregatorConfig } from './swapAggregatorConfig'

describe('swapAggregatorConfig', () => {
  it('is off without a URL', () => {
    expect(swapAggregatorConfig({})).toBeUndefined()
    expect(swapAggregatorConfig({ GANGWAY_SWAP_AGGREGATOR_URL: ' ', GANGWAY_SWAP_AGGREGATOR_PROJECT_ID: 'p' })).toBeUndefined()
  })

  it('takes an https URL (trailing slashes dropped) with its project id, or plain http on loopback', () => {
    expect(swapAggregatorConfig({ GANGWAY_SWAP_AGGREGATOR_URL: 'https://swaps.example/api/', GANGWAY_SWAP_AGGREGATOR_PROJECT_ID: 'abc_123' })).toEqual({ url: 'https://swaps.example/api', projectId: 'abc_123' })
    expect(swapAggregatorConfig({ GANGWAY_SWAP_AGGREGATOR_URL: 'http://127.0.0.1:4000', GANGWAY_SWAP_AGGREGATOR_PROJECT_ID: 'p' })?.url).toBe('http://127.0.0.1:4000')
  })

  it('refuses plain http elsewhere, a non-URL, and a missing or odd project id, naming the variable', () => {
    expect(() => swapAggregatorConfig({ GANGWAY_SWAP_AGGREGATOR_URL: 'http://swaps.example', GANGWAY_SWAP_AGGREGATOR_PROJECT_ID: 'p' })).toThrow(
      'The swap aggregator is misconfigured: GANGWAY_SWAP_AGGREGATOR_URL: expected https (plain http only on loopback)',
    )
    expect(() => swapAggregatorConfig({ GANGWAY_SWAP_AGGREGATOR_URL: 'swaps', GANGWAY_SWAP_AGGREGATOR_PROJECT_ID: 'p' })).toThrow('GANGWAY_SWAP_AGGREGATOR_URL: expected a URL')
    expect(() => swapAggregatorConfig({ GANGWAY_SWAP_AGGREGATOR_URL: 'https://swaps.example' })).toThrow('GANGWAY_SWAP_AGGREGATOR_PROJECT_ID: missing: set GANGWAY_SWAP_AGGREGATOR_PROJECT_ID too')
    expect(() => swapAggregatorConfig({ GANGWAY_SWAP_AGGREGATOR_URL: 'https://swaps.example', GANGWAY_SWAP_AGGREGATOR_PROJECT_ID: 'a b' })).toThrow('GANGWAY_SWAP_AGGREGATOR_PROJECT_ID: expected letters')
  })
})
