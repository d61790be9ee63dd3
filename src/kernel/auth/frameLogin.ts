import type { ConnectedWalletInfo } from '../stores/AccountStore'
import type { SocialProvider } from '../types'
import { SOCIAL_PROVIDER_NAMES } from '../../protocol/socialProviders'
import { AUTH_CONNECTOR_ID } from './authConnector'

/** How the frame's session was made: the e-mail code, or a social provider's sign-in. */
export type FrameLogin = { readonly method: 'email' } | { readonly method: 'social'; readonly provider: SocialProvider }

/** §3 connected wallet info: 'Email', or the social provider's name with `social` set. */
export function walletInfoOf(login: FrameLogin): ConnectedWalletInfo {
  return login.method === 'email' ? { name: 'Email', identifier: AUTH_CONNECTOR_ID } : { name: SOCIAL_PROVIDER_NAMES[login.provider], identifier: AUTH_CONNECTOR_ID, social: login.provider }
}
