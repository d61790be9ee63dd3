/**
 * What the secure site's OAuth callback page (the popup's last page) posts (§4 social login; §5: social
 * results come from the secure site's origin only).
 *
 * RESULT (the callback URL with the provider's code and state) goes to the login frame inside the opener,
 * with the secure site's exact origin as target: the host page never sees the code, and the frame takes it
 * only from its own origin. RECEIVED (no secret) tells the host page the popup is done, so closing it is not
 * 'Popup closed'. ERROR (a message only) goes to both.
 */
export const SOCIAL_RESULT = '@gangway-social/RESULT'
export const SOCIAL_RECEIVED = '@gangway-social/RECEIVED'
export const SOCIAL_ERROR = '@gangway-social/ERROR'

export type SocialPopupMessage =
  | { readonly type: typeof SOCIAL_RESULT; readonly resultUri: string }
  | { readonly type: typeof SOCIAL_RECEIVED }
  | { readonly type: typeof SOCIAL_ERROR; readonly message: string }

/** The popup's message, or undefined for anything else (the caller ignores it). */
export function parseSocialPopupMessage(data: unknown): SocialPopupMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { type, resultUri, message } = data as Record<string, unknown>
  if (type === SOCIAL_RESULT && typeof resultUri === 'string' && /^https?:\/\//.test(resultUri) && resultUri.length <= 4096) return { type, resultUri }
  if (type === SOCIAL_RECEIVED) return { type }
  if (type === SOCIAL_ERROR && typeof message === 'string' && message.length <= 500) return { type, message }
  return undefined
}
