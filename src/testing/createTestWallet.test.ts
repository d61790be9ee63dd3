// @vitest-environment node
/**
 * The test wallet against two real anvil chains (31337 and 31338, on spare ports so a running cloud and
 * the other anvil tests are not disturbed): every method, chain switching and adding, real transfers,
 * signatures checked with viem, invalid params.
 */
import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData, type Address, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startAnvil, TEST_MNEMONIC, type AnvilHandle } from '../../server/chain/anvil'
import { createTestWallet, type TestWallet } from './createTestWallet'
import type { TestChain, TestWalletOptions } from './types'

const CHAIN_A: TestChain = { id: 31337, name: 'Gangway Local', rpcUrl: 'http://127.0.0.1:28745' }
const CHAIN_B: TestChain = { id: 31338, name: 'Gangway Local 2', rpcUrl: 'http://127.0.0.1:28746' }
const ACCOUNT_0 = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 0 }).address
const ACCOUNT_1 = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 1 }).address
const RECIPIENT = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 7 }).address

const client = (chain: TestChain) => createPublicClient({ transport: http(chain.rpcUrl) })

let anvils: AnvilHandle[] = []
beforeAll(async () => {
  anvils = [
    await startAnvil({ id: CHAIN_A.id, name: CHAIN_A.name, rpcPort: 28745 }),
    await startAnvil({ id: CHAIN_B.id, name: CHAIN_B.name, rpcPort: 28746 }),
  ]
}, 30_000)
afterAll(async () => {
  await Promise.all(anvils.map((anvil) => anvil.stop()))
})

const newWallet = (options: Partial<TestWalletOptions> = {}): TestWallet => createTestWallet({ chains: [CHAIN_A, CHAIN_B], ...options })

/** A connected wallet. */
async function connected(options: Partial<TestWalletOptions> = {}): Promise<TestWallet> {
  const wallet = newWallet(options)
  await wallet.request({ method: 'eth_requestAccounts' })
  return wallet
}

/** The rejection of a request, for asserting on code and message. */
async function failure(promise: Promise<unknown>): Promise<{ code: number; message: string; data?: unknown }> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected the request to fail')
    },
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(Error)
  return error as { code: number; message: string }
}

function recordEvents(wallet: TestWallet): unknown[][] {
  const events: unknown[][] = []
  wallet.on('connect', (info) => events.push(['connect', info]))
  wallet.on('accountsChanged', (accounts) => events.push(['accountsChanged', accounts]))
  wallet.on('chainChanged', (chainId) => events.push(['chainChanged', chainId]))
  wallet.on('disconnect', (error) => events.push(['disconnect', error.code]))
  return events
}

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

  it('throws a TypeError for bad options', () => {
    expect(() => createTestWallet({ chains: [] })).toThrow(TypeError)
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

describe('chains', () => {
  it('answers eth_chainId and net_version for the first chain, or the chainId option', async () => {
    expect(await newWallet().request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await newWallet().request({ method: 'net_version' })).toBe('31337')
    const onB = newWallet({ chainId: 31338 })
    expect(onB.chainId).toBe(31338)
    expect(await onB.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })

  it('switches to a known chain with chainChanged, and reads go to the active chain', async () => {
    const wallet = newWallet()
    const events = recordEvents(wallet)
    await fetch(CHAIN_B.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_mine', params: ['0x7'] }) })
    const blockA = await client(CHAIN_A).getBlockNumber()
    const blockB = await client(CHAIN_B).getBlockNumber()
    expect(blockA).not.toBe(blockB)
    expect(BigInt((await wallet.request({ method: 'eth_blockNumber' })) as string)).toBe(blockA)
    expect(await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })).toBeNull()
    expect(events).toEqual([['chainChanged', '0x7a6a']])
    expect(wallet.chainId).toBe(31338)
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(BigInt((await wallet.request({ method: 'eth_blockNumber' })) as string)).toBe(blockB)
    // Switching to the active chain changes nothing.
    expect(await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })).toBeNull()
    expect(events).toHaveLength(1)
    wallet.switchChain(31337)
    expect(events).toEqual([['chainChanged', '0x7a6a'], ['chainChanged', '0x7a69']])
    expect(() => wallet.switchChain(5)).toThrow(expect.objectContaining({ code: 4902 }))
  })

  it('rejects an unknown chain with 4902, adds it without switching, then switches to it', async () => {
    const wallet = createTestWallet({ chains: [CHAIN_A] })
    const events = recordEvents(wallet)
    const unknown = await failure(wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }))
    expect(unknown).toMatchObject({ code: 4902, message: 'Unrecognized chain ID "0x7a6a". Try adding the chain using wallet_addEthereumChain first.' })
    const add = {
      chainId: '0x7a6a',
      chainName: 'Gangway Local 2',
      rpcUrls: [CHAIN_B.rpcUrl],
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    }
    expect(await wallet.request({ method: 'wallet_addEthereumChain', params: [add] })).toBeNull()
    expect(wallet.chainId).toBe(31337)
    expect(events).toEqual([])
    expect(wallet.chains.map((chain) => chain.id)).toEqual([31337, 31338])
    // Adding it again is a no-op.
    expect(await wallet.request({ method: 'wallet_addEthereumChain', params: [add] })).toBeNull()
    expect(await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })).toBeNull()
    expect(events).toEqual([['chainChanged', '0x7a6a']])
    expect(BigInt((await wallet.request({ method: 'eth_blockNumber' })) as string)).toBe(await client(CHAIN_B).getBlockNumber())
  })

  it('validates wallet_addEthereumChain and wallet_switchEthereumChain params (-32602)', async () => {
    const wallet = createTestWallet({ chains: [CHAIN_A] })
    const good = { chainId: '0x7a6a', chainName: 'Two', rpcUrls: [CHAIN_B.rpcUrl], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }
    const bad: [unknown[], RegExp][] = [
      [[], /single object parameter/],
      [[{ ...good, chainId: '31338' }], /chainId/],
      [[{ ...good, chainId: '0x07a6a' }], /leading zeros/],
      [[{ ...good, chainId: 31338 }], /chainId/],
      [[{ ...good, chainName: '' }], /chainName/],
      [[{ ...good, chainName: undefined }], /chainName/],
      [[{ ...good, rpcUrls: [] }], /rpcUrls/],
      [[{ ...good, rpcUrls: ['not a url'] }], /rpcUrls/],
      [[{ ...good, nativeCurrency: undefined }], /nativeCurrency/],
      [[{ ...good, nativeCurrency: { name: 'Ether', symbol: 'ETH' } }], /decimals/],
      [[{ ...good, nativeCurrency: { name: 'Ether', symbol: 'TOOLONGSYM', decimals: 18 } }], /symbol/],
      [[{ ...good, nativeCurrency: { name: '', symbol: 'ETH', decimals: 18 } }], /nativeCurrency.name/],
    ]
    for (const [params, message] of bad) {
      const error = await failure(wallet.request({ method: 'wallet_addEthereumChain', params }))
      expect(error.code, JSON.stringify(params)).toBe(-32602)
      expect(error.message, JSON.stringify(params)).toMatch(message)
    }
    for (const params of [[], [{}], [{ chainId: 'abc' }], ['0x7a69']]) {
      expect((await failure(wallet.request({ method: 'wallet_switchEthereumChain', params }))).code).toBe(-32602)
    }
    expect(wallet.chains).toHaveLength(1)
  })
})

describe('reads forwarded to the chain', () => {
  it('forwards eth_getBalance, eth_call, eth_estimateGas, eth_getBlockByNumber and passes node errors through', async () => {
    const wallet = newWallet()
    const balance = (await wallet.request({ method: 'eth_getBalance', params: [RECIPIENT, 'latest'] })) as Hex
    expect(BigInt(balance)).toBe(await client(CHAIN_A).getBalance({ address: RECIPIENT }))
    expect(await wallet.request({ method: 'eth_call', params: [{ to: RECIPIENT, data: '0x' }, 'latest'] })).toBe('0x')
    expect(await wallet.request({ method: 'eth_estimateGas', params: [{ from: ACCOUNT_0, to: RECIPIENT, value: '0x1' }] })).toBe('0x5208')
    const block = (await wallet.request({ method: 'eth_getBlockByNumber', params: ['0x0', false] })) as { number: string }
    expect(block.number).toBe('0x0')
    const nodeError = await failure(wallet.request({ method: 'eth_getBalance', params: ['nope', 'latest'] }))
    expect(nodeError.code).toBe(-32602)
  })

  it('answers 4200 for non-eth methods and for signing methods a node would answer with its own keys', async () => {
    const wallet = await connected()
    for (const method of ['anvil_mine', 'evm_snapshot', 'eth_sign', 'eth_signTransaction', 'eth_signTypedData_v3', 'eth_subscribe', 'foo']) {
      const error = await failure(wallet.request({ method, params: [] }))
      expect(error.code, method).toBe(4200)
      expect(error.message).toContain(method)
    }
  })

  it('rejects malformed requests with -32602', async () => {
    const wallet = newWallet()
    expect((await failure(wallet.request({ method: 'eth_blockNumber', params: { a: 1 } }))).code).toBe(-32602)
    expect((await failure(wallet.request({ method: '' }))).code).toBe(-32602)
    expect((await failure(wallet.request(null as unknown as { method: string }))).code).toBe(-32602)
  })

  it('answers -32603 naming the URL when the chain cannot be reached', async () => {
    const wallet = createTestWallet({ chains: [{ id: 9, name: 'Down', rpcUrl: 'http://127.0.0.1:1' }] })
    const error = await failure(wallet.request({ method: 'eth_blockNumber' }))
    expect(error.code).toBe(-32603)
    expect(error.message).toContain('http://127.0.0.1:1')
  })
})

describe('eth_sendTransaction', () => {
  it('signs locally and sends real ETH on the active chain', async () => {
    const wallet = await connected()
    const before = { from: await client(CHAIN_A).getBalance({ address: ACCOUNT_0 }), to: await client(CHAIN_A).getBalance({ address: RECIPIENT }) }
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: ACCOUNT_0.toLowerCase(), to: RECIPIENT, value: `0x${parseEther('1.5').toString(16)}` }],
    })) as Hex
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await client(CHAIN_A).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(ACCOUNT_0.toLowerCase())
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await client(CHAIN_A).getBalance({ address: RECIPIENT })).toBe(before.to + parseEther('1.5'))
    expect(await client(CHAIN_A).getBalance({ address: ACCOUNT_0 })).toBe(before.from - parseEther('1.5') - fee)
    // The receipt read goes through the wallet too.
    const viaWallet = (await wallet.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as { status: string; transactionHash: string }
    expect(viaWallet).toMatchObject({ status: '0x1', transactionHash: hash })
  })

  it('sends on the chain switched to, with explicit gas, nonce, fees and data', async () => {
    const wallet = await connected()
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    const before = await client(CHAIN_B).getBalance({ address: RECIPIENT })
    const beforeOnA = await client(CHAIN_A).getBalance({ address: RECIPIENT })
    const nonce = await client(CHAIN_B).getTransactionCount({ address: ACCOUNT_0 })
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: ACCOUNT_0, to: RECIPIENT, value: '0x2a', gas: '0x7530', nonce: `0x${nonce.toString(16)}`, maxFeePerGas: '0x77359400', maxPriorityFeePerGas: '0x1', data: '0x1234' }],
    })) as Hex
    const receipt = await client(CHAIN_B).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await client(CHAIN_B).getBalance({ address: RECIPIENT })).toBe(before + 42n)
    expect(await client(CHAIN_A).getBalance({ address: RECIPIENT })).toBe(beforeOnA)
    const tx = await client(CHAIN_B).getTransaction({ hash })
    expect(tx).toMatchObject({ gas: 30_000n, nonce, input: '0x1234', maxPriorityFeePerGas: 1n })
  })

  it('sends a legacy gasPrice transaction', async () => {
    const wallet = await connected()
    const hash = (await wallet.request({ method: 'eth_sendTransaction', params: [{ from: ACCOUNT_0, to: RECIPIENT, value: '0x1', gasPrice: '0x77359400' }] })) as Hex
    const tx = await client(CHAIN_A).getTransaction({ hash })
    expect(tx.gasPrice).toBe(2_000_000_000n)
    expect(tx.type).toBe('legacy')
  })

  it('needs a connection (4100) and the own account as from; validates the fields (-32602)', async () => {
    const notConnected = newWallet()
    const tx = { from: ACCOUNT_0, to: RECIPIENT, value: '0x1' }
    expect((await failure(notConnected.request({ method: 'eth_sendTransaction', params: [tx] }))).code).toBe(4100)
    const wallet = await connected()
    expect((await failure(wallet.request({ method: 'eth_sendTransaction', params: [{ ...tx, from: ACCOUNT_1 }] }))).code).toBe(4100)
    const invalid: unknown[] = [
      undefined,
      { to: RECIPIENT },
      { ...tx, from: 'nope' },
      { ...tx, to: '0x1234' },
      { ...tx, value: 100 },
      { ...tx, value: '1.5' },
      { ...tx, data: '0x123' },
      { ...tx, gas: 'lots' },
      { from: ACCOUNT_0 },
      { ...tx, gasPrice: '0x1', maxFeePerGas: '0x2' },
    ]
    for (const params of invalid) {
      expect((await failure(wallet.request({ method: 'eth_sendTransaction', params: [params] }))).code, JSON.stringify(params)).toBe(-32602)
    }
  })

  it('sends nothing when a fault rejects, fails or holds the prompt', async () => {
    const wallet = await connected()
    const nonce = await client(CHAIN_A).getTransactionCount({ address: ACCOUNT_0 })
    const tx = { from: ACCOUNT_0, to: RECIPIENT, value: '0x1' }
    wallet.faults.next({ kind: 'reject' })
    wallet.faults.next({ kind: 'error', code: -32000, message: 'Gas too low', method: 'eth_sendTransaction' })
    expect(await failure(wallet.request({ method: 'eth_sendTransaction', params: [tx] }))).toMatchObject({ code: -32000, message: 'Gas too low' })
    expect(await failure(wallet.request({ method: 'eth_sendTransaction', params: [tx] }))).toMatchObject({ code: 4001 })
    wallet.faults.next({ kind: 'hang', method: 'eth_sendTransaction' })
    const held = wallet.request({ method: 'eth_sendTransaction', params: [tx] })
    expect(wallet.faults.releaseHung()).toBe(1)
    expect((await failure(held)).code).toBe(4001)
    expect(await client(CHAIN_A).getTransactionCount({ address: ACCOUNT_0 })).toBe(nonce)
    wallet.faults.next({ kind: 'approve' })
    const hash = (await wallet.request({ method: 'eth_sendTransaction', params: [tx] })) as Hex
    expect((await client(CHAIN_A).waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await client(CHAIN_A).getTransactionCount({ address: ACCOUNT_0 })).toBe(nonce + 1)
  })

  it('passes the node error through when the account cannot pay', async () => {
    const wallet = await connected({ accountIndex: 42 })
    const error = await failure(wallet.request({ method: 'eth_sendTransaction', params: [{ from: wallet.address, to: RECIPIENT, value: '0xde0b6b3a7640000' }] }))
    expect(error).toMatchObject({ code: -32003, message: expect.stringMatching(/exceeds the balance of the account/) })
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
