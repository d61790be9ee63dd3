import { createHash } from 'node:crypto'
import { isHex, type Hex } from 'viem'
import { chainIdOfCoinType, labelOf, nameRuleBroken, type NameRegistrationMessage, type NameRule } from '../../../src/protocol/names'
import type { Db } from '../../db/Db'
import { parseAddress } from '../chainParams'
import { NameRefusal, type NameErrorCode } from './nameRefusal'
import type { NameSignatureVerifier } from './nameSignatureVerifier'
import { nameRegistrationMessageSchema, registerNameBodySchema } from './registrationBody'

/** How far from the server's clock a message's timestamp may be: signing waits for the visitor's approval. */
export const MESSAGE_MAX_AGE_S = 5 * 60
/** A device clock a little ahead is forgiven. */
export const MESSAGE_MAX_SKEW_S = 60

const RULE_CODES: Record<NameRule, NameErrorCode> = { TOO_SHORT: 'NAME_TOO_SHORT', INVALID_CHARACTERS: 'NAME_INVALID_CHARACTERS', TOO_LONG: 'NAME_TOO_LONG' }

/** The label of a label in the zone, checked against §5; a refusal otherwise. */
export function checkLabel(label: string): void {
  const broken = nameRuleBroken(label)
  if (broken) throw new NameRefusal(RULE_CODES[broken], 400)
}

/** The attributes a name may carry (AppKit's service has the same two). */
const ATTRIBUTE_LIMITS: Readonly<Record<string, number>> = { avatar: 2048, bio: 255 }

function checkAttributes(attributes: Readonly<Record<string, string>>): void {
  for (const [key, value] of Object.entries(attributes)) {
    const limit = ATTRIBUTE_LIMITS[key]
    if (limit === undefined) throw new NameRefusal('UNSUPPORTED_ATTRIBUTE', 400, { key })
    if (value === '' || value.length > limit) throw new NameRefusal('INVALID_ATTRIBUTE', 400, { key, problem: `1 to ${limit} characters` })
    if (key === 'avatar' && !/^https?:\/\/\S+$/.test(value)) throw new NameRefusal('INVALID_ATTRIBUTE', 400, { key, problem: 'an http(s) URL' })
  }
}

/** §5 coin type → chain id: the chain id below 2147483648 with the high bit set; 'Invalid chainId' above. */
export function chainIdOf(coinType: number | string): number {
  const value = typeof coinType === 'string' && /^\d+$/.test(coinType) ? Number(coinType) : coinType
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new NameRefusal('INVALID_COIN_TYPE', 400, { value: String(coinType) })
  if (value >= 2 ** 32) throw new NameRefusal('INVALID_CHAIN_ID', 400)
  const chainId = chainIdOfCoinType(value)
  if (chainId === undefined) throw new NameRefusal('INVALID_COIN_TYPE', 400, { value: String(coinType) })
  return chainId
}

function parseMessage(text: string): Pick<NameRegistrationMessage, 'name' | 'timestamp'> & { readonly attributes?: Readonly<Record<string, string>> | undefined } {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new NameRefusal('INVALID_MESSAGE', 400)
  }
  const message = nameRegistrationMessageSchema.safeParse(json)
  if (!message.success || !Number.isSafeInteger(message.data.timestamp)) throw new NameRefusal('INVALID_MESSAGE', 400)
  return message.data
}

export interface RegisterNameDeps {
  readonly db: Db
  readonly verify: NameSignatureVerifier
  /** The clock, ms. */
  readonly now: () => number
}

export interface RegisteredName {
  readonly name: string
  readonly address: string
  readonly coinType: number
}

/**
 * POST /v1/profile/account: checks the body, the signed message (its name in the zone and §5 rules, its attributes,
 * a recent timestamp), the coin type (§5) and the signature of `address`, then stores the name for the address
 * (lower-case), in one statement that also records the message, so a replayed message and a taken name are refused.
 */
export async function registerName(raw: unknown, { db, verify, now }: RegisterNameDeps): Promise<RegisteredName> {
  const body = registerNameBodySchema.safeParse(raw)
  if (!body.success) throw new NameRefusal('INVALID_BODY', 400)
  const { coin_type: coinType, message: text, signature } = body.data
  const address = parseAddress(body.data.address)
  if (!address || !body.data.address.startsWith('0x')) throw new NameRefusal('INVALID_ADDRESS', 400, { value: body.data.address })
  const message = parseMessage(text)
  const label = labelOf(message.name)
  if (label === undefined || label.includes('.')) throw new NameRefusal('NOT_IN_ZONE', 400, { name: message.name })
  checkLabel(label)
  checkAttributes(message.attributes ?? {})
  const chainId = chainIdOf(coinType)
  const age = Math.floor(now() / 1000) - message.timestamp
  if (age > MESSAGE_MAX_AGE_S || age < -MESSAGE_MAX_SKEW_S) throw new NameRefusal('MESSAGE_NOT_RECENT', 400, { minutes: MESSAGE_MAX_AGE_S / 60 })
  if (!isHex(signature, { strict: true }) || !(await verify({ chainId, address, message: text, signature: signature as Hex }))) {
    throw new NameRefusal('INVALID_SIGNATURE', 401, { address })
  }
  const name = message.name.toLowerCase()
  const { avatar, ...attributes } = message.attributes ?? {}
  const hash = createHash('sha256').update(text).digest('hex')
  // One statement: the message is recorded and the name inserted together (a taken name still uses the message up).
  const { rows } = await db.query<{ fresh: boolean; stored: boolean }>(
    `WITH used AS (
       INSERT INTO name_messages (message_hash, name, address) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING message_hash
     ), stored AS (
       INSERT INTO names (name, address, avatar, attributes, coin_type)
       SELECT $2, $3, $4, $5::jsonb, $6 FROM used
       ON CONFLICT DO NOTHING RETURNING name
     )
     SELECT EXISTS (SELECT 1 FROM used) AS fresh, EXISTS (SELECT 1 FROM stored) AS stored`,
    [hash, name, address, avatar ?? null, JSON.stringify(attributes), coinType.toString()],
  )
  const outcome = rows[0]
  if (!outcome?.fresh) throw new NameRefusal('MESSAGE_ALREADY_USED', 409)
  if (!outcome.stored) throw new NameRefusal('NAME_TAKEN', 409, { name })
  return { name, address, coinType: Number(coinType) }
}
