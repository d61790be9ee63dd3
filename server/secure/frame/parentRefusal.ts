import * as z from 'zod/mini'
import { API_ERROR_TEXTS, type ApiErrorCode } from '../../../src/protocol/apiErrors'
import { isOriginAllowed } from '../../../src/protocol/isOriginAllowed'
import { isLoopbackOrigin } from '../../projects/isLoopbackOrigin'
import { LOCAL_ORIGINS_ANY_PORT } from '../pages/framePage'

/** The project's allowed origins as the page carries them (`data-allowed-origins`); absent for an unknown project. */
export const allowedOriginsSchema = z.array(z.string())

/**
 * Whether a frame page may act for the page that frames it, decided before it touches its storage or the
 * API: an unknown project or a parent origin the project does not list is refused with the §8 case. A dev
 * project's page (`data-local-origins="any-port"`) also serves a parent on any loopback origin.
 */
export function parentRefusal(
  parentOrigin: string,
  allowedOriginsData: string | undefined,
  localOriginsData?: string,
): { readonly code: ApiErrorCode; readonly message: string } | undefined {
  let parsed: unknown
  try {
    parsed = allowedOriginsData === undefined ? undefined : JSON.parse(allowedOriginsData)
  } catch {
    parsed = undefined
  }
  const origins = allowedOriginsSchema.safeParse(parsed)
  if (!origins.success) return { code: 'INVALID_KEY', message: API_ERROR_TEXTS.INVALID_KEY }
  if (localOriginsData === LOCAL_ORIGINS_ANY_PORT && isLoopbackOrigin(parentOrigin)) return undefined
  return isOriginAllowed(parentOrigin, origins.data) ? undefined : { code: 'ORIGIN_NOT_ALLOWED', message: API_ERROR_TEXTS.ORIGIN_NOT_ALLOWED }
}
