import { SOCIAL_PROVIDERS, type ProjectFeatures } from '../projects/project'

export interface RemoteFeature {
  /** A built-in feature, or a plugin's own remote id (listed after the built-in ones). */
  id: 'social_login' | 'swap' | 'onramp' | 'activity' | 'multi_wallet' | (string & {})
  isEnabled: boolean
  config: string[] | null
}

export interface RemoteConfig {
  features: RemoteFeature[]
}

/** The GET /appkit/v1/config body for a project's features; socials always in the canonical order. */
export function remoteConfig(features: ProjectFeatures): RemoteConfig {
  const socials = SOCIAL_PROVIDERS.filter((provider) => features.socials.includes(provider))
  const logins = [...(features.email ? ['email'] : []), ...socials]
  return {
    features: [
      { id: 'social_login', isEnabled: logins.length > 0, config: logins.length > 0 ? logins : null },
      { id: 'swap', isEnabled: features.swaps, config: features.swaps ? ['1inch'] : null },
      { id: 'onramp', isEnabled: features.onramp, config: features.onramp ? ['meld'] : null },
      { id: 'activity', isEnabled: features.activity, config: null },
      { id: 'multi_wallet', isEnabled: features.multiWallet, config: null },
      ...Object.entries(features.plugins ?? {}).map(([id, isEnabled]) => ({ id, isEnabled, config: null })),
    ],
  }
}
