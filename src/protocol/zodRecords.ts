/**
 * Records built from zod's object schema instead of z.record and z.partialRecord. A bundler keeps zod's
 * files whole where the entry uses them, so zod's record type (about 0.5 KiB gzip) would sit in the
 * initial entry even if only lazy code used it.
 */
import * as z from 'zod/mini'

/** Like z.record(z.string(), value), for JSON data: every key's value is parsed with `value`. */
export function stringRecord<T extends z.ZodMiniType>(value: T) {
  return z.catchall(z.object({}), value)
}

/**
 * Like z.partialRecord(namespace enum, value): only namespace keys ('unknown key(s)' otherwise), each one
 * optional but, when present, parsed with `value` (an explicit undefined is refused); not an object (or an
 * array) is 'expected record'. Unlike zod's record, an object that is not plain (a Map, a class instance) is
 * read by its properties rather than refused.
 */
export function namespaceRecord<T extends z.ZodMiniType>(value: T) {
  return z.strictObject(
    { eip155: z.exactOptional(value), solana: z.exactOptional(value), polkadot: z.exactOptional(value), bip122: z.exactOptional(value) },
    { error: (issue) => (issue.code === 'invalid_type' ? 'expected record' : undefined) },
  )
}
