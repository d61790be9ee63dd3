import * as z from 'zod/mini'
import type { KitStorage } from '../storage/storage'

/** §3 e-mail login state, kept in local storage under the product prefix; every read validated. */
export const EMAIL_LOGIN_KEYS = {
  used: 'emailLogin.used',
  email: 'emailLogin.email',
  lastLoginAt: 'emailLogin.lastLoginAt',
  lastUsedChain: 'emailLogin.lastUsedChain',
  socialUsername: 'emailLogin.socialUsername',
  smartAccountEnabledNetworks: 'emailLogin.smartAccountEnabledNetworks',
} as const

export interface EmailLoginState {
  readonly used: boolean
  readonly email: string | undefined
  readonly lastLoginAt: number | undefined
  readonly lastUsedChain: string | undefined
  readonly socialUsername: string | undefined
  readonly smartAccountEnabledNetworks: readonly number[]
}

export function readEmailLoginState(storage: KitStorage): EmailLoginState {
  return {
    used: storage.get(EMAIL_LOGIN_KEYS.used, z.boolean()) ?? false,
    email: storage.get(EMAIL_LOGIN_KEYS.email, z.string()),
    lastLoginAt: storage.get(EMAIL_LOGIN_KEYS.lastLoginAt, z.number()),
    lastUsedChain: storage.get(EMAIL_LOGIN_KEYS.lastUsedChain, z.string()),
    socialUsername: storage.get(EMAIL_LOGIN_KEYS.socialUsername, z.string()),
    smartAccountEnabledNetworks: storage.get(EMAIL_LOGIN_KEYS.smartAccountEnabledNetworks, z.array(z.number())) ?? [],
  }
}

/** A successful e-mail login: the flag, the e-mail, when, and on which chain. */
export function saveEmailLogin(storage: KitStorage, email: string | undefined, chain: string | undefined, now = Date.now()): void {
  storage.set(EMAIL_LOGIN_KEYS.used, true)
  if (email) storage.set(EMAIL_LOGIN_KEYS.email, email)
  storage.set(EMAIL_LOGIN_KEYS.lastLoginAt, now)
  if (chain) storage.set(EMAIL_LOGIN_KEYS.lastUsedChain, chain)
}

/** §4 disconnect: the cached login data goes. */
export function clearEmailLogin(storage: KitStorage): void {
  for (const key of Object.values(EMAIL_LOGIN_KEYS)) storage.remove(key)
}
