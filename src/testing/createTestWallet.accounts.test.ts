// @vitest-environment node
/**
 * The test wallet's own answers, no chain needed: accounts and connection, options and info, signatures
 * checked with viem, capabilities, listeners. (Chains, reads and transfers: createTestWallet.chains.test.ts.)
 */
import { TestWalletError } from './testWalletError'
import { verifyMessage, verifyTypedData, type Address, type Hex } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { createTestWallet } from './createTestWallet'
import { ACCOUNT_0, ACCOUNT_1, CHAIN_A, connected, failure, newWallet, recordEvents } from './testWalletTestKit'

describe('accounts and connection', () => {
  it('has no accounts until eth_requestAccounts, then the mnemonic account, with connect and accountsChanged', async () => {
    const wallet = newWallet()
    const events = recordEvents(wallet)
    expect(wallet.address).toBe(ACCOUNT_0)
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.request({ method: 'eth_coinbase' })).toBeNull()
    expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual([])
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT_0])
    expect(events).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [ACCOUNT_0]],
    ])
    expect(wallet.connected).toBe(true)
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_0])
    expect(await wallet.request({ method: 'eth_coinbase' })).toBe(ACCOUNT_0)
    // Connecting again asks nothing and emits nothing.
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT_0])
    expect(events).toHaveLength(2)
  })

  it('wallet_requestPermissions connects and wallet_revokePermissions disconnects (disconnect 4900, accountsChanged [])', async () => {
    const wallet = newWallet()
    const events = recordEvents(wallet)
    const granted = [{ parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: [ACCOUNT_0] }] }]
    expect(await wallet.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] })).toEqual(granted)
    expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual(granted)
    expect(await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })).toBeNull()
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(events.slice(2)).toEqual([
      ['disconnect', 4900],
      ['accountsChanged', []],
    ])
    expect((await failure(wallet.request({ method: 'wallet_revokePermissions', params: [] }))).code).toBe(-32602)
    expect((await failure(wallet.request({ method: 'wallet_requestPermissions', params: [{ nope: {} }] }))).code).toBe(-32602)
  })

  it('disconnect() and connect() controls, and setAccount() switching accounts', async () => {
    const wallet = await connected()
    const events = recordEvents(wallet)
    wallet.setAccount(1)
    expect(wallet.address).toBe(ACCOUNT_1)
    expect(wallet.accountIndex).toBe(1)
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_1])
    wallet.disconnect()
    wallet.disconnect()
    wallet.setAccount(0) // not connected: no event
    wallet.connect()
    expect(events).toEqual([
      ['accountsChanged', [ACCOUNT_1]],
      ['disconnect', 4900],
      ['accountsChanged', []],
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [ACCOUNT_0]],
    ])
  })

  it('takes accountIndex and privateKey options', async () => {
    expect(newWallet({ accountIndex: 1 }).address).toBe(ACCOUNT_1)
    const privateKey = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' // anvil account #1
    const wallet = await connected({ privateKey })
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_1])
    expect(() => wallet.setAccount(1)).toThrow(/only account 0/)
  })

  it('throws a TestWalletError (INVALID_OPTIONS) for bad options', () => {
    expect(() => createTestWallet({ chains: [] })).toThrow(TestWalletError)
    expect(() => newWallet({ chainId: 1 })).toThrow(/chainId 1 is not one of the chains/)
    expect(() => createTestWallet({ chains: [{ ...CHAIN_A, rpcUrl: 'ws://x' }] })).toThrow(/rpcUrl/)
    expect(() => createTestWallet({ chains: [CHAIN_A, CHAIN_A] })).toThrow(/twice/)
  })

  it('has EIP-6963 info with defaults, or the given fields', () => {
    const wallet = newWallet()
    expect(wallet.info).toEqual({ uuid: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Gangway Test Wallet', icon: expect.stringMatching(/^data:image\/svg\+xml,/), rdns: 'dev.gangway.testwallet' })
    expect(decodeURIComponent(wallet.info.icon)).toContain('<svg')
    expect(newWallet().info.uuid).not.toBe(wallet.info.uuid)
    expect(newWallet({ info: { name: 'Other', rdns: 'dev.other' } }).info).toMatchObject({ name: 'Other', rdns: 'dev.other' })
    expect(Object.isFrozen(wallet.info)).toBe(true)
    expect(wallet.isGangwayTestWallet).toBe(true)
  })
})

describe('signing', () => {
  it('personal_sign signs UTF-8 and hex messages, verified with viem', async () => {
    const wallet = await connected()
    const text = 'Sign in to Gangway\nNonce: 42'
    const signature = (await wallet.request({ method: 'personal_sign', params: [text, ACCOUNT_0.toLowerCase()] })) as Hex
    expect(await verifyMessage({ address: ACCOUNT_0, message: text, signature })).toBe(true)
    const raw = '0xdeadbeef'
    const rawSignature = (await wallet.request({ method: 'personal_sign', params: [raw, ACCOUNT_0] })) as Hex
    expect(await verifyMessage({ address: ACCOUNT_0, message: { raw }, signature: rawSignature })).toBe(true)
    expect(await verifyMessage({ address: ACCOUNT_0, message: raw, signature: rawSignature })).toBe(false)
  })

  it('personal_sign needs a connection and the own address', async () => {
    expect((await failure(newWallet().request({ method: 'personal_sign', params: ['hi', ACCOUNT_0] }))).code).toBe(4100)
    const wallet = await connected()
    expect((await failure(wallet.request({ method: 'personal_sign', params: ['hi', ACCOUNT_1] }))).code).toBe(4100)
    expect((await failure(wallet.request({ method: 'personal_sign', params: ['hi', 'me'] }))).code).toBe(-32602)
    expect((await failure(wallet.request({ method: 'personal_sign', params: ['hi'] }))).code).toBe(-32602)
    expect((await failure(wallet.request({ method: 'personal_sign', params: [42, ACCOUNT_0] }))).code).toBe(-32602)
  })

  const typedData = {
    domain: { name: 'Gangway', version: '1', chainId: 31337, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' as Address },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      Person: [
        { name: 'name', type: 'string' },
        { name: 'wallet', type: 'address' },
      ],
      Mail: [
        { name: 'from', type: 'Person' },
        { name: 'to', type: 'Person' },
        { name: 'contents', type: 'string' },
        { name: 'amount', type: 'uint256' },
      ],
    },
    primaryType: 'Mail' as const,
    message: {
      from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' as Address },
      to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' as Address },
      contents: 'Hello, Bob!',
      amount: '1000000000000000000000',
    },
  }

  it('eth_signTypedData_v4 signs typed data given as a JSON string or an object, verified with viem', async () => {
    const wallet = await connected()
    const { EIP712Domain: _domainType, ...types } = typedData.types
    const expected = { ...typedData, types, message: { ...typedData.message, amount: 10n ** 21n } }
    const fromJson = (await wallet.request({ method: 'eth_signTypedData_v4', params: [ACCOUNT_0, JSON.stringify(typedData)] })) as Hex
    expect(await verifyTypedData({ address: ACCOUNT_0, ...expected, signature: fromJson })).toBe(true)
    const fromObject = (await wallet.request({ method: 'eth_signTypedData_v4', params: [ACCOUNT_0.toLowerCase(), typedData] })) as Hex
    expect(fromObject).toBe(fromJson)
    const other = (await wallet.request({ method: 'eth_signTypedData_v4', params: [ACCOUNT_0, { ...typedData, message: { ...typedData.message, contents: 'Bye' } }] })) as Hex
    expect(await verifyTypedData({ address: ACCOUNT_0, ...expected, signature: other })).toBe(false)
  })

  it('eth_signTypedData_v4 needs a connection and the own address, and validates the typed data', async () => {
    expect((await failure(newWallet().request({ method: 'eth_signTypedData_v4', params: [ACCOUNT_0, typedData] }))).code).toBe(4100)
    const wallet = await connected()
    expect((await failure(wallet.request({ method: 'eth_signTypedData_v4', params: [ACCOUNT_1, typedData] }))).code).toBe(4100)
    const invalid: unknown[] = [
      '{not json',
      42,
      { ...typedData, types: undefined },
      { ...typedData, primaryType: 'Nope' },
      { ...typedData, message: 'x' },
      { ...typedData, domain: 'x' },
      { ...typedData, message: { ...typedData.message, amount: 'lots' } },
    ]
    for (const data of invalid) {
      expect((await failure(wallet.request({ method: 'eth_signTypedData_v4', params: [ACCOUNT_0, data] }))).code, JSON.stringify(data)).toBe(-32602)
    }
  })
})

describe('wallet_getCapabilities', () => {
  it('maps every known chain (or the requested known ones) to {} for the connected account', async () => {
    const wallet = await connected()
    expect(await wallet.request({ method: 'wallet_getCapabilities', params: [ACCOUNT_0] })).toEqual({ '0x7a69': {}, '0x7a6a': {} })
    expect(await wallet.request({ method: 'wallet_getCapabilities', params: [ACCOUNT_0, ['0x7a6a', '0x1']] })).toEqual({ '0x7a6a': {} })
  })

  it('needs the address (-32602), the own account and a connection (4100)', async () => {
    const wallet = await connected()
    expect((await failure(wallet.request({ method: 'wallet_getCapabilities', params: [] }))).code).toBe(-32602)
    expect((await failure(wallet.request({ method: 'wallet_getCapabilities' }))).code).toBe(-32602)
    expect((await failure(wallet.request({ method: 'wallet_getCapabilities', params: ['nope'] }))).code).toBe(-32602)
    expect((await failure(wallet.request({ method: 'wallet_getCapabilities', params: [ACCOUNT_0, 'x'] }))).code).toBe(-32602)
    expect((await failure(wallet.request({ method: 'wallet_getCapabilities', params: [ACCOUNT_1] }))).code).toBe(4100)
    expect((await failure(newWallet().request({ method: 'wallet_getCapabilities', params: [ACCOUNT_0] }))).code).toBe(4100)
  })
})

describe('listeners', () => {
  it('removeListener stops delivery; a throwing listener is reported and does not stop the others', async () => {
    const wallet = newWallet()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const seen: string[] = []
    const removed = (): void => void seen.push('removed')
    wallet.on('chainChanged', () => {
      throw new Error('boom')
    })
    wallet.on('chainChanged', (chainId) => seen.push(chainId))
    expect(wallet.on('chainChanged', removed)).toBe(wallet)
    expect(wallet.removeListener('chainChanged', removed)).toBe(wallet)
    wallet.switchChain(31338)
    expect(seen).toEqual(['0x7a6a'])
    expect(errors).toHaveBeenCalledOnce()
  })
})
