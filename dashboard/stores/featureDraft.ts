import type { FeaturesChange, ProjectSettings } from '../api'

export const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** The on/off features a switch and a share stand for, in the order the page lists them. */
export const SWITCHES = ['email', 'swaps', 'onramp', 'activity', 'multiWallet', 'pay'] as const
export type SwitchName = (typeof SWITCHES)[number]

export const SWITCH_LABELS: Record<SwitchName | 'socials', string> = {
  email: 'E-mail login',
  socials: 'Social logins',
  swaps: 'Swaps',
  onramp: 'Onramp (buy crypto)',
  activity: 'Activity',
  multiWallet: 'Multi-wallet',
  pay: 'Pay',
}

/** The features form: switches, socials in their order (on ones first), plugin switches, and each share as typed. */
export interface FeatureDraft {
  switches: Record<SwitchName, boolean>
  /** Every provider, in the order the page shows them; `on` ones are sent in this order. */
  socials: { provider: SocialProvider; on: boolean }[]
  plugins: Record<string, boolean>
  /** The rollout share inputs as typed, by feature name ('' or 100: everyone). */
  shares: Record<string, string>
}

export function draftOf(project: ProjectSettings): FeatureDraft {
  const { features, rollouts } = project
  const on = features.socials.filter((provider): provider is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(provider))
  const names = [...SWITCHES, 'socials', ...Object.keys(features.plugins ?? {})]
  return {
    switches: { email: features.email, swaps: features.swaps, onramp: features.onramp, activity: features.activity, multiWallet: features.multiWallet, pay: features.pay ?? false },
    socials: [...on.map((provider) => ({ provider, on: true })), ...SOCIAL_PROVIDERS.filter((provider) => !on.includes(provider)).map((provider) => ({ provider, on: false }))],
    plugins: { ...(features.plugins ?? {}) },
    shares: Object.fromEntries(names.map((name) => [name, String(rollouts[name] ?? 100)])),
  }
}

/** A share as the API takes it: '' is everyone (100); anything not a number is sent as typed, for the API to name. */
function shareValue(raw: string): number | string {
  const trimmed = raw.trim()
  if (trimmed === '') return 100
  const value = Number(trimmed)
  return Number.isNaN(value) ? trimmed : value
}

/** The PUT /features body for a draft: every switch, socials in order, plugins, and a share for every feature. */
export function changeOf(draft: FeatureDraft, hadPay: boolean): FeaturesChange {
  const { pay, ...rest } = draft.switches
  return {
    ...rest,
    ...(hadPay || pay ? { pay } : {}),
    socials: draft.socials.filter((entry) => entry.on).map((entry) => entry.provider),
    plugins: { ...draft.plugins },
    rollouts: Object.fromEntries(Object.entries(draft.shares).map(([name, raw]) => [name, shareValue(raw) as number])),
  }
}

/** Moves the provider at `index` by `by` places (−1 up, +1 down); the list is unchanged at its ends. */
export function moveSocial(draft: FeatureDraft, index: number, by: -1 | 1): void {
  const target = index + by
  if (target < 0 || target >= draft.socials.length) return
  const [entry] = draft.socials.splice(index, 1)
  if (entry) draft.socials.splice(target, 0, entry)
}
