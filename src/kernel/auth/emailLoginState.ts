import * as z from 'zod/mini'
import type { KitStorage } from '../storage/storage'
import { SOCIAL_PROVIDERS, type SocialProvider } from '../types'

/** §3 e-mail login state, kept in local storage under the product prefix; every read validated. */
export const EMAIL_LOGIN_KEYS = {
  used: 'emailLogin.used',
  email: 'emailLogin.email',
  lastLoginAt: 'emailLogin.lastLoginAt',
  lastUsedChain: 'emailLogin.lastUsedChain',
  socialUsername: 'emailLogin.socialUsername',
  /** The social provider of the current login (absent for an e-mail login). */
  socialProvider: 'emailLogin.socialProvider',
  smartAccountEnabledNetworks: 'emailLogin.smartAccountEnabledNetworks',
} as const

export interface EmailLoginState {
  readonly used: boolean
  readonly email: string | undefined
  readonly lastLoginAt: number | undefined
  readonly lastUsedChain: string | undefined
  readonly socialUsername: string | undefined
  readonly socialProvider: SocialProvider | undefined
  readonly smartAccountEnabledNetworks: readonly number[]
}

export function readEmailLoginState(storage: KitStorage): EmailLoginState {
  return {
    used: storage.get(EMAIL_LOGIN_KEYS.used, z.boolean()) ?? false,
    email: storage.get(EMAIL_LOGIN_KEYS.email, z.string()),
    lastLoginAt: storage.get(EMAIL_LOGIN_KEYS.lastLoginAt, z.number()),
    lastUsedChain: storage.get(EMAIL_LOGIN_KEYS.lastUsedChain, z.string()),
    socialUsername: storage.get(EMAIL_LOGIN_KEYS.socialUsername, z.string()),
    socialProvider: storage.get(EMAIL_LOGIN_KEYS.socialProvider, z.enum(SOCIAL_PROVIDERS)),
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

/** A social login on top of saveEmailLogin: the provider and the display username (§5 Discord rule applied). */
export function saveSocialLogin(storage: KitStorage, provider: SocialProvider, userName: string | undefined): void {
  storage.set(EMAIL_LOGIN_KEYS.socialProvider, provider)
  const username = socialUsername(provider, userName)
  if (username) storage.set(EMAIL_LOGIN_KEYS.socialUsername, username)
  else storage.remove(EMAIL_LOGIN_KEYS.socialUsername)
}

/** §5: a Discord username ending in 0 (the legacy '#0' discriminator) has that digit stripped. */
export function socialUsername(provider: SocialProvider, userName: string | undefined): string | undefined {
  if (!userName) return undefined
  return provider === 'discord' && userName.endsWith('0') ? userName.slice(0, -1) : userName
}

/** §4 disconnect: the cached login data goes. */
export function clearEmailLogin(storage: KitStorage): void {
  for (const key of Object.values(EMAIL_LOGIN_KEYS)) storage.remove(key)
}
