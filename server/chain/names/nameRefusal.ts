import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { NAME_RULE_TEXTS, NAME_ZONE, type NameApiError } from '../../../src/protocol/names'

/** The names routes' refusals: a stable code (the reason's `name`) and the text the kit shows word for word. */
export const NAME_ERROR_TEXTS = {
  INVALID_BODY: 'Expected a JSON body { coin_type, address, message, signature }',
  INVALID_MESSAGE: 'The message must be the signed JSON text { name, attributes, timestamp }',
  NAME_TOO_SHORT: NAME_RULE_TEXTS.TOO_SHORT,
  NAME_INVALID_CHARACTERS: NAME_RULE_TEXTS.INVALID_CHARACTERS,
  NAME_TOO_LONG: NAME_RULE_TEXTS.TOO_LONG,
  NOT_IN_ZONE: `Names are registered in ${NAME_ZONE} only: '{name}' is not one`,
  UNSUPPORTED_ZONE: `Unsupported zone '{zone}': names are registered in ${NAME_ZONE}`,
  UNSUPPORTED_ATTRIBUTE: "Unsupported attribute '{key}': only avatar and bio can be set",
  INVALID_ATTRIBUTE: "Invalid attribute '{key}': {problem}",
  INVALID_COIN_TYPE: "Invalid coin_type '{value}': expected an EVM chain id with the high bit set (ENSIP-11)",
  /** §5, word for word: a chain id of 2147483648 or more has no coin type. */
  INVALID_CHAIN_ID: 'Invalid chainId',
  INVALID_ADDRESS: "Invalid address '{value}'",
  MESSAGE_NOT_RECENT: "The signed message's timestamp is not recent (it must be within {minutes} minutes of now): sign it again",
  INVALID_SIGNATURE: 'The signature is not one of {address} for this message',
  SIGNATURE_UNCHECKABLE: 'The signature could not be checked: the chain does not answer',
  MESSAGE_ALREADY_USED: 'This signed message was already used: sign a new one',
  NAME_TAKEN: 'The name {name} is already taken',
} as const

export type NameErrorCode = keyof typeof NAME_ERROR_TEXTS

/** A refusal of the names routes, answered in AppKit's ENS error shape: `{ status, reasons: [{ name, description }] }`. */
export class NameRefusal extends Error {
  constructor(
    readonly code: NameErrorCode,
    readonly status: ContentfulStatusCode,
    values: Readonly<Record<string, string | number>> = {},
  ) {
    super(NAME_ERROR_TEXTS[code].replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole)))
    this.name = 'NameRefusal'
  }

  respond(c: Context): Response {
    return c.json({ status: 'FAILED', reasons: [{ name: this.code, description: this.message }] } satisfies NameApiError, this.status)
  }
}
