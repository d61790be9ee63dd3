// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { solanaLocal } from '../../networks/solanaNetworks'
import { adapterTestContext } from '../../test-support/adapterTestContext'
import { SolanaAdapter } from './SolanaAdapter'

describe('SolanaAdapter (its code fetched once the kit needs wallets)', () => {
  it('serves one kit: a second setup is refused with ADAPTER_IN_USE, and the adapter serves again once disposed', () => {
    const context = () => adapterTestContext([solanaLocal], 'http://127.0.0.1:3002/v1/?chainId=solana:local&projectId=p', { whenNeeded: () => () => undefined }).context
    const adapter = new SolanaAdapter()
    const dispose = adapter.setup(context())
    let refusal: unknown
    try {
      adapter.setup(context())
    } catch (error) {
      refusal = error
    }
    expect(refusal).toMatchObject({ code: 'ADAPTER_IN_USE', message: 'A SolanaAdapter serves one kit: create one per createAppKit()' })
    dispose()
    expect(() => adapter.setup(context())()).not.toThrow()
  })
})
