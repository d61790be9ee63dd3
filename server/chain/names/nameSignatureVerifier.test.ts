import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, getAddress, http, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { startAnvil, type AnvilHandle } from '../anvil'
import { chainClients } from '../chainParams'
import { rpcUrl, type LocalChain } from '../chains'
import { SLOW_SETUP_MS } from '../../testing/hookTimeouts'
import { nameSignatureVerifier } from './nameSignatureVerifier'

const CHAIN: LocalChain = { id: 31337, name: 'Gangway Local', rpcPort: 29945 }

/**
 * Runtime code of a smart account whose ERC-1271 isValidSignature answers `magic` for every hash and signature:
 * PUSH4 magic, PUSH1 0xe0, SHL, PUSH1 0, MSTORE, PUSH1 0x20, PUSH1 0, RETURN.
 */
const accountCode = (magic: string): Hex => `0x63${magic}60e01b60005260206000f3`
const ACCEPTING: Address = getAddress('0x00000000000000000000000000000000000a1271')
const REFUSING: Address = getAddress('0x00000000000000000000000000000000000b1271')

describe('nameSignatureVerifier on a local chain (viem public client)', () => {
  let anvil: AnvilHandle
  beforeAll(async () => {
    anvil = await startAnvil(CHAIN)
    const node = createPublicClient({ transport: http(rpcUrl(CHAIN)) })
    await node.request({ method: 'anvil_setCode' as 'eth_chainId', params: [ACCEPTING, accountCode('1626ba7e')] as never })
    await node.request({ method: 'anvil_setCode' as 'eth_chainId', params: [REFUSING, accountCode('ffffffff')] as never })
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await anvil?.stop()
  })

  const verify = nameSignatureVerifier([CHAIN], chainClients(), () => {})
  const message = JSON.stringify({ name: 'smart-name.gangway.id', attributes: {}, timestamp: 1 })

  it("accepts a deployed smart account's ERC-1271 signature and refuses one its contract rejects", async () => {
    const signature: Hex = `0x${'ab'.repeat(65)}`
    expect(await verify({ chainId: CHAIN.id, address: ACCEPTING, message, signature })).toBe(true)
    expect(await verify({ chainId: CHAIN.id, address: REFUSING, message, signature })).toBe(false)
  })

  it('accepts an EOA signature of the address only', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const signature = await account.signMessage({ message })
    expect(await verify({ chainId: CHAIN.id, address: account.address, message, signature })).toBe(true)
    expect(await verify({ chainId: CHAIN.id, address: privateKeyToAccount(generatePrivateKey()).address, message, signature })).toBe(false)
    expect(await verify({ chainId: CHAIN.id, address: account.address, message: `${message} `, signature })).toBe(false)
  })

  it('checks a chain without a local node by ECDSA recovery (a contract signature cannot verify there)', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const signature = await account.signMessage({ message })
    expect(await verify({ chainId: 1, address: account.address, message, signature })).toBe(true)
    expect(await verify({ chainId: 1, address: ACCEPTING, message, signature: `0x${'ab'.repeat(65)}` })).toBe(false)
  })
})
