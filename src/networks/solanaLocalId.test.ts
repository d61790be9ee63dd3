import { describe, expect, it } from 'vitest'
import { LOCAL_SOLANA_CHAIN } from '../protocol/solanaIds'
import { solanaLocal } from './solanaNetworks'

describe('the local Solana chain', () => {
  it('is the same chain to the kit and to the reference cloud (src/protocol/solanaIds.ts)', () => {
    expect(LOCAL_SOLANA_CHAIN).toEqual({ id: solanaLocal.caipNetworkId, name: solanaLocal.name })
  })
})
