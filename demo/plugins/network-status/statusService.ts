import { BaseError, type BaseErrorOptions } from 'gangway/plugin'
import * as z from 'zod/mini'

/** What the author's status service says about one network (its answer is checked: it is untrusted input). */
export const networkHealthSchema = z.object({
  caipNetworkId: z.string(),
  status: z.enum(['operational', 'unreachable']),
  latencyMs: z.nullable(z.number()),
  blockNumber: z.nullable(z.string()),
  checkedAt: z.string(),
})

export type NetworkHealth = z.infer<typeof networkHealthSchema>

const STATUS_SERVICE_TEXTS = {
  UNREACHABLE: 'The status service could not be reached',
  STATUS: 'The status service answered {status}',
  MALFORMED: 'The status service sent an unreadable answer',
} as const

/** The status service could not say (a typed error, as the kit's own: a stable code, the text held once). */
export class StatusServiceError extends BaseError<keyof typeof STATUS_SERVICE_TEXTS> {
  override name = 'StatusServiceError'

  constructor(code: keyof typeof STATUS_SERVICE_TEXTS, options?: BaseErrorOptions) {
    super(code, STATUS_SERVICE_TEXTS[code], options)
  }
}

/** GET <statusUrl>?chainId=<caip network id>: the service's verdict on that network. */
export async function fetchNetworkHealth(statusUrl: string, caipNetworkId: string, signal?: AbortSignal): Promise<NetworkHealth> {
  const url = new URL(statusUrl, typeof location === 'undefined' ? undefined : location.href)
  url.searchParams.set('chainId', caipNetworkId)
  let response: Response
  try {
    response = await fetch(url, { signal: signal ?? AbortSignal.timeout(5000) })
  } catch (error) {
    throw new StatusServiceError('UNREACHABLE', { cause: error })
  }
  if (!response.ok) throw new StatusServiceError('STATUS', { values: { status: response.status } })
  const health = networkHealthSchema.safeParse(await response.json().catch(() => undefined))
  if (!health.success) throw new StatusServiceError('MALFORMED')
  return health.data
}
