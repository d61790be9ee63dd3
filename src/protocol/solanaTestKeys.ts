import { ed25519 } from '@noble/curves/ed25519'
import { hmac } from '@noble/hashes/hmac'
import { sha512 } from '@noble/hashes/sha512'
import { base58 } from '@scure/base'
import { mnemonicToSeedSync } from '@scure/bip39'

/** The well-known test mnemonic anvil funds; the local Solana chain funds the same words' Solana keys. */
export const SOLANA_TEST_MNEMONIC = 'test test test test test test test test test test test junk'

/** A Solana keypair: the 64-byte secret key as web3.js's `Keypair.fromSecretKey` takes it (seed ‖ public key). */
export interface SolanaTestKeypair {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly secretKey: Uint8Array
}

const HARDENED = 0x80000000

/** SLIP-0010 ed25519 derivation: every step is hardened (ed25519 has no public derivation). */
export function slip10Ed25519(seed: Uint8Array, path: readonly number[]): Uint8Array {
  let node = hmac(sha512, new TextEncoder().encode('ed25519 seed'), seed)
  for (const index of path) {
    const data = new Uint8Array(37)
    data.set(node.subarray(0, 32), 1)
    new DataView(data.buffer).setUint32(33, (index | HARDENED) >>> 0)
    node = hmac(sha512, node.subarray(32), data)
  }
  return node.slice(0, 32)
}

/** Account `index` of a mnemonic on Phantom's and Solflare's path m/44'/501'/index'/0'. */
export function solanaTestKeypair(index: number, mnemonic: string = SOLANA_TEST_MNEMONIC): SolanaTestKeypair {
  const seed = slip10Ed25519(mnemonicToSeedSync(mnemonic), [44, 501, index, 0])
  const publicKey = ed25519.getPublicKey(seed)
  const secretKey = new Uint8Array(64)
  secretKey.set(seed)
  secretKey.set(publicKey, 32)
  return { address: base58.encode(publicKey), publicKey, secretKey }
}

/**
 * The local Solana chain's fixed roles, as key indexes of the test mnemonic. Indexes 0–19 are funded for tests
 * and the demo (each e2e file takes its own); 998 is the SPL token's mint authority, 999 its mint account.
 */
export const SOLANA_TEST_ACCOUNTS = {
  fundedCount: 20,
  mintAuthority: 998,
  mint: 999,
} as const
