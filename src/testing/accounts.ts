/** The wallet's signing account: an HD account of the mnemonic, or a single private key. */
import { mnemonicToAccount, privateKeyToAccount, type LocalAccount } from 'viem/accounts'
import { TestWalletError } from './testWalletError'

export const DEFAULT_MNEMONIC = 'test test test test test test test test test test test junk'

export interface AccountSource {
  mnemonic?: string
  privateKey?: `0x${string}`
}

/** Whether the source can derive more than one account (`setAccount`). */
export const hasMnemonic = (source: AccountSource): boolean => source.privateKey === undefined

export function resolveAccount(source: AccountSource, index: number): LocalAccount {
  if (source.privateKey !== undefined) {
    if (index !== 0) throw new TestWalletError('INVALID_OPTIONS', 'createTestWallet: a privateKey wallet has only account index 0')
    return privateKeyToAccount(source.privateKey)
  }
  if (!Number.isSafeInteger(index) || index < 0) throw new TestWalletError('INVALID_OPTIONS', `createTestWallet: account index ${String(index)} is not a non-negative integer`)
  return mnemonicToAccount(source.mnemonic ?? DEFAULT_MNEMONIC, { addressIndex: index })
}
