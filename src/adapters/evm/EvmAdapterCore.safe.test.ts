// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { testNetwork } from '../../test-support/testKit'
import { adapterTestContext } from '../../test-support/adapterTestContext'
import { SAFE_CONNECTOR_ID } from '../../kernel/safeConnector'
import { EvmAdapterCore as EvmAdapter } from './EvmAdapterCore'
import { fakeSafeFrame, SAFE_ADDRESS, SAFE_TX_HASH, safeInfoAnswer } from '../../test-support/fakeSafeParent'

function context() {
  const { context: ctx, connectors } = adapterTestContext([testNetwork], 'http://127.0.0.1:3002/v1/?chainId=eip155:31337&projectId=p')
  return { ctx, connectors }
}

describe("EvmAdapter in a Safe's frame (§6)", () => {
  it('lists the Safe connector; connecting gives the Safe and its chain; sending proposes a Safe transaction', async () => {
    const frame = fakeSafeFrame({ getSafeInfo: safeInfoAnswer(31337), sendTransactions: () => ({ data: { safeTxHash: SAFE_TX_HASH } }) })
    const { ctx, connectors } = context()
    const adapter = new EvmAdapter({ window: frame.window })
    const stop = adapter.setup(ctx)
    // A stored Safe connection waits for the answer instead of being dropped.
    await expect(adapter.reconnect('safe')).resolves.toEqual({ address: SAFE_ADDRESS, chainId: 31337 })
    expect(connectors).toEqual([{ id: SAFE_CONNECTOR_ID, type: 'EXTERNAL', name: 'Safe' }])
    await expect(adapter.connect('safe')).resolves.toEqual({ address: SAFE_ADDRESS, chainId: 31337 })
    await expect(adapter.sendTransaction('safe', { from: SAFE_ADDRESS, to: SAFE_ADDRESS, value: 5n })).resolves.toBe(SAFE_TX_HASH)
    expect(frame.posts.at(-1)?.message).toMatchObject({ method: 'sendTransactions', params: { txs: [{ to: SAFE_ADDRESS, value: '5', data: '0x' }] } })
    stop()
  })

  it('a parent that does not answer adds no connector and no error; an unframed page asks its parent nothing', async () => {
    vi.useFakeTimers()
    const error = vi.spyOn(console, 'error')
    const warn = vi.spyOn(console, 'warn')
    const frame = fakeSafeFrame()
    const { ctx, connectors } = context()
    const adapter = new EvmAdapter({ window: frame.window })
    const stop = adapter.setup(ctx)
    const reconnected = adapter.reconnect('safe')
    await vi.advanceTimersByTimeAsync(1000)
    await expect(reconnected).resolves.toBeUndefined()
    expect(connectors).toEqual([])
    expect(frame.parent.postMessage).toHaveBeenCalledTimes(1)
    expect(error).not.toHaveBeenCalled()
    expect(warn).not.toHaveBeenCalled()
    stop()
    vi.useRealTimers()

    const unframed = fakeSafeFrame({ getSafeInfo: safeInfoAnswer() })
    Object.assign(unframed.window, { parent: unframed.window })
    const alone = context()
    const stopAlone = new EvmAdapter({ window: unframed.window }).setup(alone.ctx)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(unframed.parent.postMessage).not.toHaveBeenCalled()
    expect(alone.connectors).toEqual([])
    stopAlone()
  })
})
