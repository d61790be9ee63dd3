/** §8 origins fetch: GET /projects/v1/origins → the project's allowed origins. */
import * as z from 'zod/mini'
import { HttpError } from '../errors/http'
import { OriginsError } from '../errors/origins'
import type { HttpClient } from './client'

export const ORIGINS_PATH = '/projects/v1/origins'

const originsSchema = z.object({ allowedOrigins: z.array(z.string()) })

/**
 * The allowed origins. HTTP 429 throws 'RATE_LIMITED' and 500–599 throws 'SERVER_ERROR' (OriginsError,
 * the HttpError as cause); any other failure (status, malformed body, network) gives an empty list.
 */
export async function fetchAllowedOrigins(client: HttpClient): Promise<string[]> {
  try {
    const { allowedOrigins } = await client.get(ORIGINS_PATH, { schema: originsSchema })
    return allowedOrigins
  } catch (error) {
    if (error instanceof HttpError) {
      if (error.status === 429) throw new OriginsError('RATE_LIMITED', error)
      if (error.status >= 500 && error.status <= 599) throw new OriginsError('SERVER_ERROR', error)
    }
    return []
  }
}
