import { describe, expect, it, vi } from 'vitest'
import { mapSiweConfig, siwxConfigOf } from './mapSiweConfig'
import type { SIWXConfig } from './siwxTypes'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function siwe() {
  const calls: string[] = []
  const config = {
    getMessageParams: () => Promise.resolve({ domain: 'app.test', uri: 'https://app.test', statement: 'Sign in', chains: [1] }),
    getNonce: vi.fn((address?: string) => (calls.push(`nonce ${address}`), Promise.resolve('nonce1234'))),
    createMessage: vi.fn((args: { address: string; nonce: string; chainId: number }) => `message for ${args.address} on ${args.chainId} with ${args.nonce}`),
    verifyMessage: vi.fn(() => Promise.resolve(true)),
    getSession: vi.fn(() => Promise.resolve<{ address: string; chainId: number } | null>({ address: ADDRESS, chainId: 1 })),
    signOut: vi.fn(() => (calls.push('signOut'), Promise.resolve(true))),
    onSignIn: vi.fn(),
    onSignOut: vi.fn(),
  }
  return { config, calls }
}

describe('siweConfig mapped onto SIWXConfig (AppKit mapToSIWX)', () => {
  it('createMessage: a nonce for the address, the app params, a DID address in the text', async () => {
    const { config } = siwe()
    const message = await mapSiweConfig(config).createMessage({ chainId: 'eip155:1', accountAddress: ADDRESS })
    expect(message).toMatchObject({ accountAddress: ADDRESS, chainId: 'eip155:1', domain: 'app.test', uri: 'https://app.test', version: '1', nonce: 'nonce1234', statement: 'Sign in', issuedAt: expect.any(String) })
    expect(message.toString()).toBe(`message for did:pkh:eip155:1:${ADDRESS} on 1 with nonce1234`)
    expect(config.getNonce).toHaveBeenCalledWith(ADDRESS)
  })

  it('addSession verifies the message (onSignIn), and throws when it does not verify', async () => {
    const { config } = siwe()
    const mapped = mapSiweConfig(config)
    const data = { accountAddress: ADDRESS, chainId: 'eip155:1' as const, domain: 'app.test', uri: 'https://app.test', version: '1', nonce: 'nonce1234' }
    await mapped.addSession({ data, message: 'text', signature: '0x01' })
    expect(config.verifyMessage).toHaveBeenCalledWith({ message: 'text', signature: '0x01' })
    expect(config.onSignIn).toHaveBeenCalledWith({ address: ADDRESS, chainId: 1 })
    config.verifyMessage.mockResolvedValueOnce(false)
    await expect(mapped.addSession({ data, message: 'text', signature: '0x02' })).rejects.toThrow('Failed to verify message')
  })

  it('getSessions: the SIWE session counts only for its address and network (unless those sign-outs are off); other namespaces pass', async () => {
    const { config } = siwe()
    const mapped = mapSiweConfig(config)
    expect(await mapped.getSessions('eip155:1', ADDRESS.toLowerCase())).toHaveLength(1)
    expect(await mapped.getSessions('eip155:10', ADDRESS)).toEqual([])
    expect(await mapped.getSessions('eip155:1', '0x0000000000000000000000000000000000000001')).toEqual([])
    expect(await mapSiweConfig({ ...config, signOutOnNetworkChange: false }).getSessions('eip155:10', ADDRESS)).toHaveLength(1)
    expect(await mapped.getSessions('solana:abc', 'So1')).toHaveLength(1)
    config.getSession.mockResolvedValueOnce(null)
    expect(await mapped.getSessions('eip155:1', ADDRESS)).toEqual([])
  })

  it('revokeSession and setSessions([]) sign out (onSignOut); required and signOutOnDisconnect default to true', async () => {
    const { config, calls } = siwe()
    const mapped = mapSiweConfig(config)
    await mapped.revokeSession('eip155:1', ADDRESS)
    await mapped.setSessions([])
    expect(calls).toEqual(['signOut', 'signOut'])
    expect(config.onSignOut).toHaveBeenCalledTimes(2)
    expect(mapped.getRequired?.()).toBe(true)
    expect(mapped.signOutOnDisconnect).toBe(true)
    expect(mapSiweConfig({ ...config, required: false }).getRequired?.()).toBe(false)
  })

  it('a client that maps itself (mapToSIWX) is used as it maps; a config without its methods is refused by name', () => {
    const own = { getSessions: vi.fn() } as unknown as SIWXConfig
    expect(mapSiweConfig({ mapToSIWX: () => own })).toBe(own)
    expect(() => mapSiweConfig({ getNonce: () => Promise.resolve('x') })).toThrow('The sign-in config lacks siweConfig.createMessage')
    expect(() => siwxConfigOf({ siwx: { getRequired: () => true } as unknown as SIWXConfig, siweConfig: undefined })).toThrow('The sign-in config lacks siwx.createMessage')
    expect(siwxConfigOf({ siwx: undefined, siweConfig: undefined })).toBeUndefined()
  })
})
