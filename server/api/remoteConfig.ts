import { type ProjectFeatures, type Rollouts } from '../projects/project'

export interface RemoteFeature {
  /** A built-in feature, or a plugin's own remote id (listed after the built-in ones). */
  id: 'social_login' | 'swap' | 'onramp' | 'activity' | 'multi_wallet' | 'pay' | (string & {})
  isEnabled: boolean
  config: string[] | null
}

export interface RemoteConfig {
  features: RemoteFeature[]
  /** Shares below 100 only, by remote feature name or plugin remote id; absent when there are none. */
  rollouts?: Record<string, number>
}

/**
 * The GET /appkit/v1/config body for a project's features: socials in the project's order (the dashboard sets it;
 * duplicates dropped), and `rollouts` when some share is below 100 (the kit buckets visitors).
 */
export function remoteConfig(features: ProjectFeatures, rollouts: Rollouts = {}): RemoteConfig {
  const socials = [...new Set(features.socials)]
  const logins = [...(features.email ? ['email'] : []), ...socials]
  const partial = Object.entries(rollouts).filter(([, share]) => share < 100)
  return {
    features: [
      { id: 'social_login', isEnabled: logins.length > 0, config: logins.length > 0 ? logins : null },
      { id: 'swap', isEnabled: features.swaps, config: features.swaps ? ['1inch'] : null },
      { id: 'onramp', isEnabled: features.onramp, config: features.onramp ? ['meld'] : null },
      { id: 'activity', isEnabled: features.activity, config: null },
      { id: 'multi_wallet', isEnabled: features.multiWallet, config: null },
      ...(features.pay === undefined ? [] : [{ id: 'pay', isEnabled: features.pay, config: null }]),
      ...Object.entries(features.plugins ?? {}).map(([id, isEnabled]) => ({ id, isEnabled, config: null })),
    ],
    ...(partial.length > 0 && { rollouts: Object.fromEntries(partial) }),
  }
}
