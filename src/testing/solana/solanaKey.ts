/** A Solana test key: the test mnemonic's key `index` (m/44'/501'/index'/0'), or a given secret key. */
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { SOLANA_TEST_MNEMONIC, solanaTestKeypair } from '../../protocol/solanaTestKeys'
import { TestWalletError } from '../testWalletError'

export interface SolanaKey {
  /** The 32-byte ed25519 seed that signs. */
  readonly seed: Uint8Array
  readonly publicKey: Uint8Array
  readonly address: string
}

export interface SolanaKeySource {
  readonly mnemonic?: string | undefined
  /** The 64-byte secret key (seed ‖ public key) or the 32-byte seed. */
  readonly secretKey?: Uint8Array | undefined
}

/** The key; a TestWalletError (INVALID_OPTIONS) naming `caller` for a bad secret key or index. */
export function keyOf(caller: string, source: SolanaKeySource, index: number): SolanaKey {
  if (source.secretKey !== undefined) {
    const { secretKey } = source
    if (!(secretKey instanceof Uint8Array) || (secretKey.length !== 64 && secretKey.length !== 32)) {
      throw new TestWalletError('INVALID_OPTIONS', `${caller}: secretKey must be 64 bytes (seed ‖ public key) or a 32-byte seed`)
    }
    const seed = secretKey.slice(0, 32)
    const publicKey = ed25519.getPublicKey(seed)
    if (secretKey.length === 64 && !publicKey.every((byte, i) => byte === secretKey[32 + i])) {
      throw new TestWalletError('INVALID_OPTIONS', `${caller}: secretKey's last 32 bytes are not its seed's public key`)
    }
    return { seed, publicKey, address: base58.encode(publicKey) }
  }
  if (!Number.isInteger(index) || index < 0 || index >= 2 ** 31) throw new TestWalletError('INVALID_OPTIONS', `${caller}: account index ${index} is not a non-negative integer below 2^31`)
  const pair = solanaTestKeypair(index, source.mnemonic ?? SOLANA_TEST_MNEMONIC)
  return { seed: pair.secretKey.slice(0, 32), publicKey: pair.publicKey, address: pair.address }
}
