// @vitest-environment node
/**
 * The test wallet against two real anvil chains: chain switching and adding, reads forwarded to the
 * active chain, real transfers, invalid params. (Accounts, signing and listeners: createTestWallet.accounts.test.ts.)
 */
import { parseEther, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { createTestWallet } from './createTestWallet'
import { ACCOUNT_0, ACCOUNT_1, CHAIN_A, CHAIN_B, client, connected, failure, newWallet, recordEvents, RECIPIENT, useAnvilChains } from './testWalletTestKit'

useAnvilChains()

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
