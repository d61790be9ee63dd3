/**
 * Name registration (spec §5, §7, §9): the rules of a name, the coin type, the registration message, and the
 * shapes of `GET /v1/profile/suggestions/{name}` and `POST /v1/profile/account` as AppKit sends and reads them.
 * Shared by the names plugin (which builds the message and parses every answer with these) and the reference
 * cloud (which checks the same rules and builds its answers to these shapes).
 */
import * as z from 'zod/mini'

/** §9: the fixed zone every registered name ends in ('alice.gangway.id'); the suggestions call sends it as `zone`. */
export const NAME_ZONE = 'gangway.id'

/** §5: a name is at least 4 characters. */
export const NAME_MIN_LENGTH = 4
/** The name service's own upper bound (AppKit's service has the same), so a name stays a DNS-style label. */
export const NAME_MAX_LENGTH = 64

/** Why a name (the label before the zone) is refused: AppKit's words, then the upper bound. */
export const NAME_RULE_TEXTS = {
  TOO_SHORT: 'Name must be at least 4 characters long',
  INVALID_CHARACTERS: 'Can only contain letters, numbers and - characters',
  TOO_LONG: 'Name must be at most 64 characters long',
} as const

export type NameRule = keyof typeof NAME_RULE_TEXTS

/** §5: letters, digits and hyphen only (AppKit's rule: ASCII letters, either case). */
const LABEL_CHARACTERS = /^[a-zA-Z0-9-]*$/

/**
 * The §5 rule a label breaks, or undefined when it is a valid name: too short first (as AppKit says it, even for
 * 'ab!'), then a character outside letters, digits and hyphen, then too long.
 */
export function nameRuleBroken(label: string): NameRule | undefined {
  if (label.length < NAME_MIN_LENGTH) return 'TOO_SHORT'
  if (!LABEL_CHARACTERS.test(label)) return 'INVALID_CHARACTERS'
  if (label.length > NAME_MAX_LENGTH) return 'TOO_LONG'
  return undefined
}

/** The full name of a label in the zone, lower-case: 'Alice' → 'alice.gangway.id'. */
export const nameInZone = (label: string): string => `${label.toLowerCase()}.${NAME_ZONE}`

/** The label of a name in the zone ('alice.gangway.id' → 'alice'), or undefined when it is not in the zone. */
export function labelOf(name: string): string | undefined {
  const suffix = `.${NAME_ZONE}`
  return name.toLowerCase().endsWith(suffix) ? name.slice(0, -suffix.length) : undefined
}

/** ENSIP-11: an EVM chain's coin type is its id with the high bit set. */
const SLIP44_MSB = 0x80000000

/**
 * §5: the coin type of an EVM chain id (the id with the high bit set), or undefined for an id that has none:
 * 2147483648 and above ('Invalid chainId'), or not a positive whole number.
 */
export function evmCoinType(chainId: number): number | undefined {
  if (!Number.isSafeInteger(chainId) || chainId <= 0 || chainId >= SLIP44_MSB) return undefined
  return (SLIP44_MSB | chainId) >>> 0
}

/** The EVM chain id of an ENSIP-11 coin type, or undefined when the coin type is not one of an EVM chain. */
export function chainIdOfCoinType(coinType: number): number | undefined {
  if (!Number.isSafeInteger(coinType) || coinType <= SLIP44_MSB || coinType >= SLIP44_MSB * 2) return undefined
  return coinType - SLIP44_MSB
}

/** GET /v1/profile/suggestions/{name}?zone → the name itself first (registered or not), then free names like it. */
export const nameSuggestionSchema = z.object({ name: z.string(), registered: z.boolean() })
export const nameSuggestionsResponseSchema = z.object({ suggestions: z.array(nameSuggestionSchema) })
export type NameSuggestion = z.infer<typeof nameSuggestionSchema>

/**
 * The message the account signs (personal_sign) to register a name, as AppKit builds it:
 * `JSON.stringify({ name, attributes, timestamp })` with the full name and the time in Unix seconds. (The service
 * parses it, and the body of POST /v1/profile/account, with its own schemas: server/chain/names/registrationBody.ts.)
 */
export interface NameRegistrationMessage {
  readonly name: string
  readonly attributes?: Readonly<Record<string, string>>
  /** Unix seconds. */
  readonly timestamp: number
}

/** AppKit's registration message for a full name, signed at `now` (ms). */
export const nameRegistrationMessage = (name: string, now: number): string =>
  JSON.stringify({ name, attributes: {}, timestamp: Math.floor(now / 1000) } satisfies NameRegistrationMessage)

/** POST /v1/profile/account's answer: the name registered, as AppKit's `{ success }` with the name. */
export const registerNameResponseSchema = z.object({ success: z.boolean(), name: z.optional(z.string()) })

/**
 * The names routes' refusals, in AppKit's ENS error shape: `{ status, reasons: [{ name, description }] }`. The kit
 * shows the first reason's description word for word (§8); `name` is a stable code.
 */
export const nameApiErrorSchema = z.object({
  status: z.string(),
  reasons: z.array(z.object({ name: z.string(), description: z.string() })),
})
export type NameApiError = z.infer<typeof nameApiErrorSchema>
