import { z } from 'zod'
import { CAIP2_PATTERN } from '../seed/walletRecord'

export const DEFAULT_ENTRIES = 40
export const MAX_ENTRIES = 200

const positiveInt = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, 'must be a positive integer')
  .transform(Number)

const idList = z
  .string()
  .transform((value) => value.split(',').map((id) => id.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(128, 'ids must be at most 128 characters')).max(500, 'at most 500 ids'))

const schema = z.object({
  page: positiveInt.default(1),
  entries: positiveInt.default(DEFAULT_ENTRIES).transform((n) => Math.min(n, MAX_ENTRIES)),
  include: idList.optional(),
  exclude: idList.optional(),
  chains: z
    .string()
    .transform((value) => value.split(',').map((id) => id.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(CAIP2_PATTERN, 'must be comma-separated CAIP-2 chain ids')))
    .optional(),
  search: z
    .string()
    .trim()
    .max(100, 'must be at most 100 characters')
    .transform((value) => value || undefined)
    .optional(),
  badge_type: z.enum(['certified', 'none'], "must be 'certified' or 'none'").optional(),
})

export type WalletQuery = z.infer<typeof schema>

/** Parses GET /getWallets query parameters; an error message names the parameter at fault. */
export function parseWalletQuery(query: Record<string, string>): { ok: true; value: WalletQuery } | { ok: false; message: string } {
  const parsed = schema.safeParse(query)
  if (parsed.success) return { ok: true, value: parsed.data }
  const issue = parsed.error.issues[0]
  const param = String(issue?.path[0] ?? 'query')
  return { ok: false, message: `Invalid query parameter '${param}': ${issue?.message ?? 'invalid value'}` }
}
