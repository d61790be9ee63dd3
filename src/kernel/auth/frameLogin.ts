import type { ConnectedWalletInfo } from '../stores/AccountStore'
import type { SocialProvider } from '../types'
import { AUTH_CONNECTOR_ID } from './authConnector'

/** How the frame's session was made: the e-mail code, or a social provider's sign-in. */
export type FrameLogin = { readonly method: 'email' } | { readonly method: 'social'; readonly provider: SocialProvider }

const SOCIAL_NAMES: Record<SocialProvider, string> = { google: 'Google', github: 'GitHub', apple: 'Apple', facebook: 'Facebook', x: 'X', discord: 'Discord', farcaster: 'Farcaster' }

/** §3 connected wallet info: 'Email', or the social provider's name with `social` set. */
export function walletInfoOf(login: FrameLogin): ConnectedWalletInfo {
  return login.method === 'email' ? { name: 'Email', identifier: AUTH_CONNECTOR_ID } : { name: SOCIAL_NAMES[login.provider], identifier: AUTH_CONNECTOR_ID, social: login.provider }
}
