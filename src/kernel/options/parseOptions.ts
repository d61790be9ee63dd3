import { checkRules } from './rules'
import { resolveFeatures, resolveOptions } from './resolveOptions'
import { optionsSchema } from './schema'
import { toOptionsError } from './toOptionsError'
import type { AppKitOptions, ResolvedOptions } from './types'

/**
 * Validates createAppKit's options and applies every default. Throws OptionsError (naming the option)
 * on the first problem: the §5 rules first in option order, then the cross-option rules.
 */
export function parseOptions(input: unknown): ResolvedOptions {
  const result = optionsSchema.safeParse(input)
  if (!result.success) throw toOptionsError(result.error.issues[0])
  // The schema has checked every field the resolution reads; the references (networks, adapters,
  // plugins, storage, sign-in configs) are kept as given.
  const given = input as AppKitOptions
  // AppKit's basic mode (wallet connection only) turns e-mail, socials, swaps and onramp off as if the developer
  // had (their flags say 'local'; the rules see them off).
  const options: AppKitOptions = given.basic ? { ...given, features: { ...given.features, email: false, socials: false as const, swaps: false, onramp: false } } : given
  const features = resolveFeatures(options.features)
  checkRules(options, features)
  return resolveOptions(options, features)
}
