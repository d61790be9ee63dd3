import type { MiddlewareHandler } from 'hono'
import { getQueryParams } from 'hono/utils/url'

// C0 controls and DEL: the point of this module is to find them.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/
// In a JSON body's text, line breaks and tabs are content (a sign-in message has lines); the other controls are not.
// eslint-disable-next-line no-control-regex
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

// eslint-disable-next-line no-control-regex
const MAY_DECODE_TO_CONTROL = /[%\u0000-\u001f\u007f]/

/** The 400 body for a value with a control character (NUL and the rest): it names the parameter. */
export const controlCharacterError = (name: string) => ({ message: `Invalid parameter '${name}': control characters are not allowed` })

export const hasControlCharacter = (value: string): boolean => CONTROL.test(value)

/**
 * Input hygiene for every cloud service: a query parameter or a path segment with a control character is refused
 * with 400 naming it, before any handler or the database sees it (PostgreSQL answers a NUL with an error, which
 * was a 500).
 */
export function rejectControlCharacters(): MiddlewareHandler {
  return async (c, next) => {
    const refusal = controlCharacterRefusal(c.req.url)
    if (refusal) return c.json(refusal, 400)
    await next()
  }
}

/** The 400 body refusing a request URL (as Hono reads it) with a control character in a query parameter or its path, if it has one. */
export function controlCharacterRefusal(url: string): { message: string } | undefined {
  // Nothing percent-encoded and no control character as sent: nothing decodes to one (the common case, checked once).
  if (!MAY_DECODE_TO_CONTROL.test(url)) return undefined
  // Without a key, Hono's parser (the one c.req.queries() uses) answers every parameter's values.
  for (const [name, values] of Object.entries(getQueryParams(url) as Record<string, string[]>)) {
    if (hasControlCharacter(name) || values.some(hasControlCharacter)) return controlCharacterError(name)
  }
  let path: string
  try {
    path = decodeURIComponent(new URL(url).pathname)
  } catch {
    return { message: 'Invalid path: not valid percent-encoding' }
  }
  if (hasControlCharacter(path)) return controlCharacterError('path')
  return undefined
}

/**
 * The first field of a parsed JSON body (dot path) whose name has a control character, or whose text has one
 * other than a tab or a line break.
 */
export function controlCharacterField(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return CONTROL_IN_TEXT.test(value) ? path || '(body)' : undefined
  if (typeof value !== 'object' || value === null) return undefined
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key
    if (hasControlCharacter(key)) return at
    const found = controlCharacterField(inner, at)
    if (found !== undefined) return found
  }
  return undefined
}
