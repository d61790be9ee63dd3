import type { Context } from 'hono'
import type { z } from 'zod'
import { ApiError } from './apiError'
import type { SecureEnv } from './secureEnv'

/** The request body checked against `schema`; 400 naming the first bad field otherwise. */
export function parseBody<S extends z.ZodType>(c: Context<SecureEnv>, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.get('body'))
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
  throw new ApiError(400, `Invalid request: ${where}${issue?.message ?? 'bad body'}`)
}
