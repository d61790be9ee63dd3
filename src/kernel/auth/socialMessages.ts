/**
 * The message the secure site's OAuth callback page (the popup's last page) posts to its opener, the host
 * page (§4 social login, §5: accepted only from the secure site's origin). Shared with server/secure.
 *
 * RESULT carries the callback URL the provider redirected to (code and state), posted with the host page's
 * exact origin as target; the login frame exchanges it (CONNECT_SOCIAL). ERROR carries only a message.
 */
export const SOCIAL_RESULT = '@gangway-social/RESULT'
export const SOCIAL_ERROR = '@gangway-social/ERROR'

export type SocialPopupMessage = { readonly type: typeof SOCIAL_RESULT; readonly resultUri: string } | { readonly type: typeof SOCIAL_ERROR; readonly message: string }

/** The popup's message, or undefined for anything else (the caller ignores it). */
export function parseSocialPopupMessage(data: unknown): SocialPopupMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { type, resultUri, message } = data as Record<string, unknown>
  if (type === SOCIAL_RESULT && typeof resultUri === 'string' && /^https?:\/\//.test(resultUri) && resultUri.length <= 4096) return { type, resultUri }
  if (type === SOCIAL_ERROR && typeof message === 'string' && message.length <= 500) return { type, message }
  return undefined
}
