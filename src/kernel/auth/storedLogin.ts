import type { AuthUser } from '../../protocol/frameEvents'
import type { FrameLogin } from '../plugins/embeddedWallet'
import type { KitStorage } from '../storage/storage'
import { EMAIL_LOGIN_KEYS, readEmailLoginState, saveEmailLogin, saveSocialLogin } from './emailLoginState'

/** The login of the stored session: social with its provider, else e-mail. */
export function storedLogin(storage: KitStorage): FrameLogin {
  const { socialProvider } = readEmailLoginState(storage)
  return socialProvider ? { method: 'social', provider: socialProvider } : { method: 'email' }
}

/** §3: a login that connected is remembered (its e-mail, chain and social provider); the login's e-mail. */
export function rememberLogin(storage: KitStorage, login: FrameLogin, user: AuthUser, chain: string | undefined): string | undefined {
  if (login.method === 'social') saveSocialLogin(storage, login.provider, user.userName)
  else for (const key of [EMAIL_LOGIN_KEYS.socialProvider, EMAIL_LOGIN_KEYS.socialUsername]) storage.remove(key)
  const email = user.email ?? (login.method === 'email' ? login.email : undefined)
  saveEmailLogin(storage, email, chain)
  return email
}
