// @vitest-environment node
/**
 * Fault switches and the request log. None of these requests reaches a chain (connecting, chain ids,
 * switching, signing are answered by the wallet itself), so the chains point at a closed port.
 */
import { verifyMessage, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { createTestWallet, type TestWallet } from './createTestWallet'
import type { TestWalletOptions } from './types'

const chains = [
  { id: 31337, name: 'A', rpcUrl: 'http://127.0.0.1:9' },
  { id: 31338, name: 'B', rpcUrl: 'http://127.0.0.1:9' },
]
const newWallet = (options: Partial<TestWalletOptions> = {}): TestWallet => createTestWallet({ chains, ...options })

async function failure(promise: Promise<unknown>): Promise<{ code: number; message: string; data?: unknown }> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected the request to fail')
    },
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(Error)
  return error as { code: number; message: string; data?: unknown }
}

/** Resolves with 'pending' when the promise has not settled after a few turns of the event loop. */
const stateOf = (promise: Promise<unknown>): Promise<string> =>
  Promise.race([promise.then(() => 'resolved', () => 'rejected'), new Promise<string>((resolve) => setTimeout(() => resolve('pending'), 30))])

describe('fault switches', () => {
  it("'reject' fails the next prompt with 4001, then the wallet approves again", async () => {
    const wallet = newWallet()
    wallet.faults.next({ kind: 'reject' })
    expect(await failure(wallet.request({ method: 'eth_requestAccounts' }))).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(wallet.connected).toBe(false)
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([wallet.address])
  })

  it('a fault without method waits for a prompt: reads, invalid requests and prompt-less requests leave it queued', async () => {
    const wallet = newWallet()
    wallet.faults.next({ kind: 'reject' })
    await wallet.request({ method: 'eth_chainId' })
    await wallet.request({ method: 'eth_accounts' })
    expect((await failure(wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 'bad' }] }))).code).toBe(-32602)
    expect((await failure(wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }))).code).toBe(4902)
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] }) // the active chain: no prompt
    expect(wallet.faults.queued).toEqual([{ kind: 'reject' }])
    expect((await failure(wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }))).code).toBe(4001)
    expect(wallet.chainId).toBe(31337)
    expect(wallet.faults.queued).toEqual([])
  })

  it('a fault with method decides the next request of that method at once, whatever it is', async () => {
    const wallet = newWallet()
    wallet.faults.next({ kind: 'error', code: -32603, message: 'chain id unavailable', method: 'eth_chainId' })
    await wallet.request({ method: 'eth_requestAccounts' })
    expect(await failure(wallet.request({ method: 'eth_chainId' }))).toMatchObject({ code: -32603, message: 'chain id unavailable' })
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
    wallet.faults.next({ kind: 'reject', method: 'personal_sign' })
    expect((await failure(wallet.request({ method: 'personal_sign', params: ['hi', wallet.address] }))).code).toBe(4001)
    expect(await wallet.request({ method: 'personal_sign', params: ['hi', wallet.address] })).toMatch(/^0x/)
  })

  it("'error' throws its code, message (default per code) and data", async () => {
    const wallet = newWallet()
    wallet.faults.next({ kind: 'error', code: 4100 })
    wallet.faults.next({ kind: 'error', code: -32000, message: 'Resource unavailable', data: { retry: true } })
    wallet.faults.next({ kind: 'error', code: 5000 })
    expect(await failure(wallet.request({ method: 'eth_requestAccounts' }))).toMatchObject({ code: 4100, message: 'The requested account and/or method has not been authorized by the user.' })
    expect(await failure(wallet.request({ method: 'eth_requestAccounts' }))).toMatchObject({ code: -32000, message: 'Resource unavailable', data: { retry: true } })
    expect(await failure(wallet.request({ method: 'eth_requestAccounts' }))).toMatchObject({ code: 5000, message: 'Test wallet error 5000' })
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toHaveLength(1)
  })

  it("'hang' never settles until releaseHung() rejects it with 4001; later requests are served", async () => {
    const wallet = newWallet()
    wallet.faults.next({ kind: 'hang' })
    wallet.faults.next({ kind: 'hang', method: 'eth_chainId' })
    const connect = wallet.request({ method: 'eth_requestAccounts' })
    const chainId = wallet.request({ method: 'eth_chainId' })
    expect(await stateOf(connect)).toBe('pending')
    expect(await stateOf(chainId)).toBe('pending')
    expect(wallet.faults.hungCount).toBe(2)
    expect(wallet.requests.map((entry) => entry.outcome)).toEqual([{ status: 'hung' }, { status: 'hung' }])
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(wallet.faults.releaseHung()).toBe(2)
    expect(await failure(connect)).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect((await failure(chainId)).code).toBe(4001)
    expect(wallet.connected).toBe(false)
    expect(wallet.faults.hungCount).toBe(0)
    expect(wallet.faults.releaseHung()).toBe(0)
    expect(wallet.requests[0]!.outcome).toEqual({ status: 'error', error: { code: 4001, message: 'User rejected the request.' } })
  })

  it("autoApprove false rejects every prompt with 4001 unless an 'approve' fault is queued", async () => {
    const wallet = newWallet({ autoApprove: false })
    expect((await failure(wallet.request({ method: 'eth_requestAccounts' }))).code).toBe(4001)
    wallet.faults.next({ kind: 'approve' })
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([wallet.address])
    // Reads and prompt-less requests need no approval.
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([wallet.address])
    expect((await failure(wallet.request({ method: 'personal_sign', params: ['hi', wallet.address] }))).code).toBe(4001)
    wallet.faults.next({ kind: 'approve', method: 'personal_sign' })
    const signature = (await wallet.request({ method: 'personal_sign', params: ['hi', wallet.address] })) as Hex
    expect(await verifyMessage({ address: wallet.address, message: 'hi', signature })).toBe(true)
    expect((await failure(wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }))).code).toBe(4001)
  })

  it('applies queued faults in order, one request each; clear() drops them', async () => {
    const wallet = newWallet()
    wallet.faults.next({ kind: 'reject' })
    wallet.faults.next({ kind: 'approve' })
    wallet.faults.next({ kind: 'error', code: 4200 })
    expect(wallet.faults.queued.map((fault) => fault.kind)).toEqual(['reject', 'approve', 'error'])
    expect((await failure(wallet.request({ method: 'eth_requestAccounts' }))).code).toBe(4001)
    await wallet.request({ method: 'eth_requestAccounts' })
    expect(wallet.faults.queued.map((fault) => fault.kind)).toEqual(['error'])
    wallet.faults.clear()
    expect(await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })).toBeNull()
  })

  it('refuses malformed faults', () => {
    const wallet = newWallet()
    expect(() => wallet.faults.next({ kind: 'explode' } as unknown as { kind: 'reject' })).toThrow(/Unknown fault kind 'explode'/)
    expect(() => wallet.faults.next({ kind: 'error', code: 1.5 })).toThrow(/integer code/)
  })
})

describe('request log', () => {
  it('records method, params, outcome and the deciding fault', async () => {
    const wallet = newWallet()
    wallet.faults.next({ kind: 'reject' })
    await wallet.request({ method: 'eth_requestAccounts' }).catch(() => undefined)
    await wallet.request({ method: 'eth_requestAccounts' })
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    await wallet.request({ method: 'nope_method', params: [1] }).catch(() => undefined)
    const pending = wallet.request({ method: 'eth_chainId' })
    expect(wallet.requests.at(-1)!.outcome).toEqual({ status: 'pending' })
    await pending
    expect(wallet.requests).toEqual([
      { method: 'eth_requestAccounts', params: undefined, fault: 'reject', outcome: { status: 'error', error: { code: 4001, message: 'User rejected the request.' } } },
      { method: 'eth_requestAccounts', params: undefined, outcome: { status: 'ok', result: [wallet.address] } },
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }], outcome: { status: 'ok', result: null } },
      {
        method: 'nope_method',
        params: [1],
        outcome: { status: 'error', error: { code: 4200, message: 'The method "nope_method" is not supported by the Gangway test wallet.' } },
      },
      { method: 'eth_chainId', params: undefined, outcome: { status: 'ok', result: '0x7a6a' } },
    ])
    wallet.clearRequests()
    expect(wallet.requests).toEqual([])
  })
})
