import { describe, expect, it } from 'vitest'
import { FRAME_REQUESTS, frameReply, parseFrameMessage } from './frameEvents'
import { isSolanaAddress, isSolanaChainId, LOCAL_SOLANA_CHAIN } from './solanaIds'

const ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'

describe('Solana ids on the wire', () => {
  it('a CAIP-2 Solana id and a §5 Solana address (32 to 44 base58 characters)', () => {
    expect([LOCAL_SOLANA_CHAIN.id, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'].every(isSolanaChainId)).toBe(true)
    expect(['solana:', 'solana:0OIl', 'eip155:1', `solana:${'1'.repeat(33)}`, 1].some(isSolanaChainId)).toBe(false)
    expect(isSolanaAddress(ADDRESS)).toBe(true)
    expect(['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '1'.repeat(31), '1'.repeat(45), `${ADDRESS.slice(1)}0`].some(isSolanaAddress)).toBe(false)
  })

  it("GET_USER's reply on a Solana chain: the base58 address, its namespace in accounts; an EVM reply reads as before", () => {
    const solana = { email: 'a@example.com', address: ADDRESS, chainId: LOCAL_SOLANA_CHAIN.id, accounts: [{ address: ADDRESS, type: 'eoa', namespace: 'solana' }], preferredAccountType: 'eoa', smartAccountDeployed: false }
    expect(parseFrameMessage(frameReply('GET_USER', 'req-1', { ok: true, payload: solana }))).toEqual({ kind: 'success', request: 'GET_USER', id: 'req-1', payload: solana })
    const evm = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 31337, accounts: [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa' }] }
    expect(FRAME_REQUESTS.GET_USER.reply.safeParse(evm).data).toEqual(evm)
    expect(FRAME_REQUESTS.GET_USER.reply.safeParse({ ...solana, address: 'not an address' }).success).toBe(false)
    expect(FRAME_REQUESTS.GET_USER.reply.safeParse({ ...solana, accounts: [{ address: ADDRESS, type: 'eoa', namespace: 'cosmos' }] }).success).toBe(false)
    // SWITCH_NETWORK to a Solana cluster: its CAIP-2 id, sent and answered.
    expect(FRAME_REQUESTS.SWITCH_NETWORK.request.safeParse({ chainId: LOCAL_SOLANA_CHAIN.id }).success).toBe(true)
  })
})
