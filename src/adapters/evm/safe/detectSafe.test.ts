import { afterEach, describe, expect, it, vi } from 'vitest'
import { detectSafe } from './detectSafe'
import { fakeSafeFrame, SAFE_ADDRESS, SAFE_ORIGIN, SAFE_TX_HASH, safeInfoAnswer } from '../../../test-support/fakeSafeParent'

afterEach(() => vi.useRealTimers())

describe('Safe app detection (§6)', () => {
  it("a parent answering getSafeInfo is a Safe: the provider gives the Safe's address and chain", async () => {
    const frame = fakeSafeFrame({ getSafeInfo: safeInfoAnswer(31337) })
    const safe = await detectSafe(frame.window)
    expect(safe).toBeDefined()
    expect(await safe?.request({ method: 'eth_requestAccounts' })).toEqual([SAFE_ADDRESS])
    expect(await safe?.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(frame.posts[0]?.message).toMatchObject({ method: 'getSafeInfo', env: { sdkVersion: expect.any(String) } })
    // Asked of any origin first (it carries no secret), like the SDK.
    expect(frame.posts[0]?.targetOrigin).toBe('*')
  })

  it('a parent that does not answer is not a Safe, once the detection timeout has passed', async () => {
    vi.useFakeTimers()
    const frame = fakeSafeFrame()
    const detected = detectSafe(frame.window, 200)
    await vi.advanceTimersByTimeAsync(200)
    expect(await detected).toBeUndefined()
  })

  it('a page that is not framed asks nothing', async () => {
    const frame = fakeSafeFrame()
    Object.assign(frame.window, { parent: frame.window })
    expect(await detectSafe(frame.window)).toBeUndefined()
    expect(frame.parent.postMessage).not.toHaveBeenCalled()
  })

  it('ignores a reply from another window, a reply with a wrong shape or an old protocol version', async () => {
    vi.useFakeTimers()
    const frame = fakeSafeFrame()
    const detected = detectSafe(frame.window, 200)
    const id = frame.posts[0]!.message.id
    const info = { safeAddress: SAFE_ADDRESS, chainId: 1 }
    frame.reply({ id, success: true, version: '9.1.0', data: info }, { source: {} })
    frame.reply({ id, success: true, version: '0.4.0', data: info })
    frame.reply({ id, success: 'yes', version: '9.1.0', data: info })
    await vi.advanceTimersByTimeAsync(200)
    expect(await detected).toBeUndefined()
  })

  it('a getSafeInfo answer without a valid address is not a Safe', async () => {
    const frame = fakeSafeFrame({ getSafeInfo: () => ({ data: { safeAddress: 'nope', chainId: 1 } }) })
    expect(await detectSafe(frame.window)).toBeUndefined()
  })
})

describe('the Safe app provider', () => {
  const detected = async (answers: Parameters<typeof fakeSafeFrame>[0] = {}) => {
    const frame = fakeSafeFrame({ getSafeInfo: safeInfoAnswer(), ...answers })
    const safe = await detectSafe(frame.window)
    if (!safe) throw new TypeError('no Safe')
    return { frame, safe }
  }

  it('eth_sendTransaction proposes a Safe transaction (wei as a decimal string) and resolves with its safeTxHash', async () => {
    const { frame, safe } = await detected({ sendTransactions: () => ({ data: { safeTxHash: SAFE_TX_HASH } }) })
    const hash = await safe.request({ method: 'eth_sendTransaction', params: [{ from: SAFE_ADDRESS, to: SAFE_ADDRESS, value: '0xde0b6b3a7640000', gas: '0x5208' }] })
    expect(hash).toBe(SAFE_TX_HASH)
    expect(frame.posts[1]?.message).toMatchObject({
      method: 'sendTransactions',
      params: { txs: [{ to: SAFE_ADDRESS, value: '1000000000000000000', data: '0x' }], params: { safeTxGas: 21000 } },
    })
    // Once the Safe has answered, requests go to its origin only.
    expect(frame.posts[1]?.targetOrigin).toBe(SAFE_ORIGIN)
  })

  it('personal_sign asks the Safe to sign the message; the signature, or 0x for a Safe that signs on chain', async () => {
    const signatures = ['0x1234', undefined]
    const { frame, safe } = await detected({ signMessage: () => ({ data: signatures.length > 1 ? { signature: signatures.shift() } : { safeTxHash: SAFE_TX_HASH } }) })
    expect(await safe.request({ method: 'personal_sign', params: ['0x6869', SAFE_ADDRESS] })).toBe('0x1234')
    expect(frame.posts[1]?.message).toMatchObject({ method: 'signMessage', params: { message: '0x6869' } })
    expect(await safe.request({ method: 'personal_sign', params: ['0x6869', SAFE_ADDRESS] })).toBe('0x')
    await expect(safe.request({ method: 'personal_sign', params: ['0x6869', '0x0000000000000000000000000000000000000001'] })).rejects.toMatchObject({ code: -32602 })
  })

  it('reads go to the Safe as rpcCall; other methods are refused with 4200', async () => {
    const { frame, safe } = await detected({ rpcCall: () => ({ data: '0x10' }) })
    expect(await safe.request({ method: 'eth_getBalance', params: [SAFE_ADDRESS, 'latest'] })).toBe('0x10')
    expect(frame.posts[1]?.message).toMatchObject({ method: 'rpcCall', params: { call: 'eth_getBalance', params: [SAFE_ADDRESS, 'latest'] } })
    await expect(safe.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })).rejects.toMatchObject({ code: 4200 })
  })

  it("the Safe's refusal rejects with 4001; a reply from another origin than the Safe's is ignored", async () => {
    const { frame, safe } = await detected({ sendTransactions: () => ({ error: 'Transaction was rejected' }) })
    await expect(safe.request({ method: 'eth_sendTransaction', params: [{ to: SAFE_ADDRESS }] })).rejects.toMatchObject({ code: 4001, message: 'Transaction was rejected' })
    const pending = safe.request({ method: 'eth_blockNumber' })
    const id = frame.posts.at(-1)!.message.id
    frame.reply({ id, success: true, version: '9.1.0', data: '0xbad' }, { origin: 'https://evil.example' })
    frame.reply({ id, success: true, version: '9.1.0', data: '0x1' })
    expect(await pending).toBe('0x1')
  })
})
