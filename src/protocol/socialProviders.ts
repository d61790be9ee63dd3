/** §1 social providers, in the default order of features.socials (§9). */
export const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** How each social provider is named to the visitor (buttons, connected wallet info, the local sign-in pages). */
export const SOCIAL_PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
}
