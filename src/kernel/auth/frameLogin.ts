import type { ConnectedWalletInfo } from '../stores/AccountStore'
import type { FrameLogin } from '../plugins/embeddedWallet'
import { SOCIAL_PROVIDER_NAMES } from '../../protocol/socialProviders'
import { AUTH_CONNECTOR_ID } from './authConnectorInfo'

export type { FrameLogin } from '../plugins/embeddedWallet'

/** §3 connected wallet info: 'Email', or the social provider's name with `social` set. */
export function walletInfoOf(login: FrameLogin): ConnectedWalletInfo {
  return login.method === 'email' ? { name: 'Email', identifier: AUTH_CONNECTOR_ID } : { name: SOCIAL_PROVIDER_NAMES[login.provider], identifier: AUTH_CONNECTOR_ID, social: login.provider }
}
