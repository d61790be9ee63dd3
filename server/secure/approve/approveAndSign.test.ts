import { describe, expect, it } from 'vitest'
import { verifyMessage, type Hash } from 'viem'
import { CALLER, useSecureSite } from '../testing/useSecureSite'
import { createFrameApi } from '../frame/frameApi'
import { approveAndSign } from './approveAndSign'

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
})
