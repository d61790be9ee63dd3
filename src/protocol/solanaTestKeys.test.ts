import { ed25519 } from '@noble/curves/ed25519'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { slip10Ed25519, solanaTestKeypair } from './solanaTestKeys'

describe('slip10Ed25519', () => {
  it('matches SLIP-0010 test vector 1 for ed25519', () => {
    const seed = hexToBytes('000102030405060708090a0b0c0d0e0f')
    expect(bytesToHex(slip10Ed25519(seed, []))).toBe('2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7')
    expect(bytesToHex(slip10Ed25519(seed, [0]))).toBe('68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3')
    expect(bytesToHex(slip10Ed25519(seed, [0, 1, 2, 2, 1000000000]))).toBe('8f94d394a8e8fd6b1bc2f3f49f5c47e385281d5c17e65324b0f62483e37e8793')
  })
})

describe('solanaTestKeypair', () => {
  it('gives a secret key web3.js accepts: seed then the public key of that seed', () => {
    const keypair = solanaTestKeypair(0)
    expect(keypair.secretKey).toHaveLength(64)
    expect(bytesToHex(keypair.secretKey.subarray(32))).toBe(bytesToHex(ed25519.getPublicKey(keypair.secretKey.subarray(0, 32))))
    expect(base58.decode(keypair.address)).toEqual(keypair.publicKey)
    expect(keypair.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  })

  it('gives each index its own key, the same every time', () => {
    expect(solanaTestKeypair(1).address).toBe(solanaTestKeypair(1).address)
    expect(solanaTestKeypair(1).address).not.toBe(solanaTestKeypair(2).address)
  })
})
