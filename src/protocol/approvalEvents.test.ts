import { describe, expect, it } from 'vitest'
import { parseApprovalFrameMessage, parseApprovalRequest } from './approvalEvents'

const ID = 'b1f0c7f2-5f7e-4a4e-9d1e-0c1b2a3d4e5f'
const request = { type: '@gangway-approval/REQUEST', id: ID, payload: { method: 'personal_sign', params: ['0x68', '0x0'], chainId: 31337, theme: { mode: 'dark', accent: '#4353ee', radius: '4px' } } }

describe('approval frame messages', () => {
  it('the kit → frame request: only an unsafe method, a whole positive chain id and a narrow theme', () => {
    expect(parseApprovalRequest(request)).toEqual(request)
    expect(parseApprovalRequest({ ...request, payload: { ...request.payload, method: 'eth_accounts' } })).toBeUndefined()
    expect(parseApprovalRequest({ ...request, payload: { ...request.payload, chainId: 1.5 } })).toBeUndefined()
    expect(parseApprovalRequest({ ...request, payload: { ...request.payload, chainId: '31337' } })).toBeUndefined()
    // Solana: its methods, and a cluster's CAIP-2 id for the chain.
    const solana = { ...request, payload: { ...request.payload, method: 'solana_signMessage', params: { message: '2XJN', pubkey: '11111111111111111111111111111112' }, chainId: 'solana:5fp3J9jKX6jt6hUcoPTeiKfVdGsGBdvq' } }
    expect(parseApprovalRequest(solana)).toEqual(solana)
    expect(parseApprovalRequest({ ...solana, payload: { ...solana.payload, method: 'solana_signAllTransactions' } })).toBeUndefined()
    expect(parseApprovalRequest({ ...solana, payload: { ...solana.payload, chainId: 'solana:' } })).toBeUndefined()
    expect(parseApprovalRequest({ ...solana, payload: { ...solana.payload, chainId: 'eip155:1' } })).toBeUndefined()
    expect(parseApprovalRequest({ ...request, payload: { ...request.payload, theme: { mode: 'dark', accent: 'red;color:transparent' } } })).toBeUndefined()
    expect(parseApprovalRequest({ ...request, payload: { ...request.payload, theme: { mode: 'dark', radius: '1em' } } })).toBeUndefined()
    expect(parseApprovalRequest({ ...request, id: 'short' })).toBeUndefined()
    expect(parseApprovalRequest({ ...request, type: '@gangway-app/RPC_REQUEST' })).toBeUndefined()
  })

  it('the frame → kit messages: READY, SIZE, RESULT; a failure needs its message; anything else is nothing', () => {
    expect(parseApprovalFrameMessage({ type: '@gangway-approval/READY' })).toEqual({ type: '@gangway-approval/READY' })
    expect(parseApprovalFrameMessage({ type: '@gangway-approval/SIZE', height: 300 })).toEqual({ type: '@gangway-approval/SIZE', height: 300 })
    expect(parseApprovalFrameMessage({ type: '@gangway-approval/SIZE', height: -1 })).toBeUndefined()
    const result = (outcome: unknown) => parseApprovalFrameMessage({ type: '@gangway-approval/RESULT', id: ID, outcome })
    expect(result({ status: 'signed', result: '0xabc' })).toEqual({ type: '@gangway-approval/RESULT', id: ID, outcome: { status: 'signed', result: '0xabc' } })
    expect(result({ status: 'rejected', result: '0xabc' })).toEqual({ type: '@gangway-approval/RESULT', id: ID, outcome: { status: 'rejected' } })
    expect(result({ status: 'failed', message: 'Not signed in' })).toEqual({ type: '@gangway-approval/RESULT', id: ID, outcome: { status: 'failed', message: 'Not signed in', code: undefined } })
    expect(result({ status: 'failed' })).toBeUndefined()
    expect(result({ status: 'approved' })).toBeUndefined()
    for (const junk of [null, 'READY', 42, [], {}, { type: '@gangway-approval/OTHER' }]) expect(parseApprovalFrameMessage(junk)).toBeUndefined()
  })
})
