/**
 * The remote config's wire form (GET /appkit/v1/config) in local flag names. Only the intent chunk reads the
 * remote config, so this lives apart from flags.ts, which the entry carries.
 */
import { SOCIAL_PROVIDERS, type SocialProvider } from '../types'
import type { RemoteFeatures } from './flagTypes'

/** One entry of the wire response `{ features: RemoteFeatureWire[] }`. */
export interface RemoteFeatureWire {
  readonly id: 'social_login' | 'swap' | 'onramp' | 'activity' | 'multi_wallet' | (string & Record<never, never>)
  readonly isEnabled: boolean
  readonly config: readonly string[] | null
}

const isSocialProvider = (value: string): value is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(value)

/** Normalises the wire features (and keeps the rollout shares); unknown ids are ignored, and the first entry of an id wins. */
export function remoteFeaturesFromWire(features: readonly RemoteFeatureWire[], rollouts?: Readonly<Record<string, number>>): RemoteFeatures {
  const byId = new Map<string, RemoteFeatureWire>()
  for (const feature of features) if (!byId.has(feature.id)) byId.set(feature.id, feature)
  const remote: { -readonly [K in keyof RemoteFeatures]: RemoteFeatures[K] } = {
    byId: Object.freeze(Object.fromEntries([...byId].map(([id, feature]) => [id, feature.isEnabled]))),
  }
  if (rollouts && Object.keys(rollouts).length > 0) remote.rollouts = Object.freeze({ ...rollouts })
  const social = byId.get('social_login')
  if (social) {
    const config = social.isEnabled ? (social.config ?? []) : []
    remote.email = config.includes('email')
    remote.socials = Object.freeze([...new Set(config.filter(isSocialProvider))])
  }
  const simple = { swap: 'swaps', onramp: 'onramp', activity: 'history', multi_wallet: 'multiWallet', pay: 'pay' } as const
  for (const [id, flag] of Object.entries(simple)) {
    const feature = byId.get(id)
    if (feature) remote[flag] = feature.isEnabled
  }
  return Object.freeze(remote)
}
