import * as z from 'zod/mini'
import type { KitStorage } from '../storage/storage'
import type { AccountType, ChainNamespace } from '../types'

/** §3 other stored data: the account type the visitor chose, per namespace (kept across logins: it is a preference). */
export const PREFERRED_ACCOUNT_TYPES_KEY = 'preferredAccountTypes'

/** The embedded wallet's two kinds of account on EVM chains. */
export type EmbeddedAccountType = Extract<AccountType, 'eoa' | 'smartAccount'>

const accountType = z.optional(z.enum(['eoa', 'smartAccount', 'payment', 'ordinal', 'stx']))
// An object of the four namespaces rather than z.record: the entry's zod chunk already has objects, not records.
const storedTypes = z.object({ eip155: accountType, solana: accountType, polkadot: accountType, bip122: accountType })

export function readPreferredAccountType(storage: KitStorage, namespace: ChainNamespace): AccountType | undefined {
  return storage.get(PREFERRED_ACCOUNT_TYPES_KEY, storedTypes)?.[namespace]
}

export function savePreferredAccountType(storage: KitStorage, namespace: ChainNamespace, type: AccountType): void {
  storage.set(PREFERRED_ACCOUNT_TYPES_KEY, { ...storage.get(PREFERRED_ACCOUNT_TYPES_KEY, storedTypes), [namespace]: type })
}

/**
 * The account type the embedded wallet asks for on EVM chains: the visitor's stored choice, else the app's
 * `defaultAccountTypes.eip155` (§9 default: smartAccount); a type the embedded wallet has not (payment, ordinal…) is eoa.
 */
export function embeddedAccountType(storage: KitStorage, defaults: Readonly<Partial<Record<ChainNamespace, AccountType>>>): EmbeddedAccountType {
  const type = readPreferredAccountType(storage, 'eip155') ?? defaults.eip155
  return type === 'smartAccount' ? 'smartAccount' : 'eoa'
}
