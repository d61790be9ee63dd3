import { describe, expect, it } from 'vitest'
import { verifyMessage, type Hash } from 'viem'
import { CALLER, useSecureSite } from '../testing/useSecureSite'
import { createFrameApi } from '../frame/frameApi'
import { approveAndSign } from './approveAndSign'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { LOCAL_SOLANA_CHAIN } from '../../../src/protocol/solanaIds'

describe('approveAndSign: the approval frame\'s Approve against the secure site', () => {
  const site = useSecureSite()
  const api = () => createFrameApi({ baseUrl: '', projectId: CALLER.projectId, parentOrigin: CALLER.parentOrigin, fetch: (url, init) => site.raw(url, init) })

  it('records the approval and signs with it: a signature that verifies for the wallet', async () => {
    const token = await site.login('approve@example.com', 'device-approve-01')
    const { address } = (await (await site.post('user', {}, token)).json()) as { address: `0x${string}` }
    const outcome = await approveAndSign(api(), token, { method: 'personal_sign', params: ['gm', address], chainId: 31337 })
    expect(outcome.status).toBe('signed')
    expect(await verifyMessage({ address, message: 'gm', signature: (outcome as { result: Hash }).result })).toBe(true)
  })

  it("a failure is an outcome with the site's message: no session, another wallet's address", async () => {
    expect(await approveAndSign(api(), undefined, { method: 'personal_sign', params: ['gm', '0x0000000000000000000000000000000000000001'], chainId: 31337 })).toEqual({ status: 'failed', message: 'Not signed in', code: undefined })
    site.advance(30_000)
    const token = await site.login('approve@example.com', 'device-approve-01')
    expect(await approveAndSign(api(), token, { method: 'personal_sign', params: ['gm', '0x0000000000000000000000000000000000000001'], chainId: 31337 })).toEqual({ status: 'failed', message: 'Address does not match the wallet', code: undefined })
  })

  it('Solana: the approval and the signature on a solana chain; a refusal of the site is the outcome\'s message', async () => {
    site.advance(30_000)
    const token = await site.login('approve@example.com', 'device-approve-01')
    const { address } = (await (await site.post('user', { chainId: LOCAL_SOLANA_CHAIN.id }, token)).json()) as { address: string }
    const message = new TextEncoder().encode('gm')
    const outcome = await approveAndSign(api(), token, { method: 'solana_signMessage', params: { message: base58.encode(message), pubkey: address }, chainId: LOCAL_SOLANA_CHAIN.id })
    expect(outcome.status).toBe('signed')
    expect(ed25519.verify(base58.decode((outcome as { result: { signature: string } }).result.signature), message, base58.decode(address))).toBe(true)
    const other = '11111111111111111111111111111112'
    expect(await approveAndSign(api(), token, { method: 'solana_signMessage', params: { message: base58.encode(message), pubkey: other }, chainId: LOCAL_SOLANA_CHAIN.id })).toEqual({
      status: 'failed',
      message: `Invalid params for solana_signMessage: pubkey: does not match the wallet (${address})`,
      code: undefined,
    })
  })
})
