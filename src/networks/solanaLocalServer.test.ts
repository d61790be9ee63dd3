import { sha256 } from '@noble/hashes/sha256'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { SOLANA_LOCAL } from '../../server/chain/solana/solanaLocalChain'
import { solanaLocal } from './solanaNetworks'

describe("the reference cloud's Solana chain and gangway/networks' solanaLocal", () => {
  it('share the CAIP-2 id (the genesis hash, base58 of sha256 of gangway-solana-local, cut to 32 characters) and the ports', () => {
    expect(SOLANA_LOCAL.genesisHash).toBe(base58.encode(sha256(new TextEncoder().encode('gangway-solana-local'))))
    expect(SOLANA_LOCAL.caipNetworkId).toBe(solanaLocal.caipNetworkId)
    expect(solanaLocal.id).toBe(SOLANA_LOCAL.genesisHash.slice(0, 32))
    expect(solanaLocal.rpcUrls.default.http).toEqual([`http://127.0.0.1:${SOLANA_LOCAL.rpcPort}`])
    expect(solanaLocal.rpcUrls.default.webSocket).toEqual([`ws://127.0.0.1:${SOLANA_LOCAL.wsPort}`])
  })
})
