import type { OAuthSocialProvider } from '../../idp/localSocialClients'
import { parseReturnedState } from './socialState'
import type { SocialProviderConfig } from './socialProviderConfig'

/** The popup's result URI, read: whose it is, its state, and what the provider answered. */
export interface SocialResult {
  provider: OAuthSocialProvider
  state: string
  /** The provider's redirect as openid-client checks it: the registered redirect URI and its query, state without any Telegram suffix. */
  callbackUrl: URL
  /** The provider's `error` (the user cancelled, …), else undefined. */
  error: string | undefined
}

/**
 * A result URI is one of our own callback URLs (`<siteUrl>/social/callback/<provider>?…`) carrying a
 * state and either a code or an error; undefined for anything else.
 */
export function parseSocialResult(resultUri: string, configs: Readonly<Record<OAuthSocialProvider, SocialProviderConfig>>): SocialResult | undefined {
  let url: URL
  try {
    url = new URL(resultUri)
  } catch {
    return undefined
  }
  const config = Object.values(configs).find((candidate) => candidate.redirectUri === `${url.origin}${url.pathname}`)
  const returned = parseReturnedState(url.searchParams.get('state') ?? undefined)
  const code = url.searchParams.get('code')
  const error = url.searchParams.get('error')
  if (!config || !returned || (!code && !error)) return undefined
  const callbackUrl = new URL(config.redirectUri)
  for (const [name, value] of url.searchParams) callbackUrl.searchParams.append(name, value)
  callbackUrl.searchParams.set('state', returned.state)
  return { provider: config.provider, state: returned.state, callbackUrl, error: error || undefined }
}
