import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { PayOrder } from './orders/payOrder'

/**
 * Each order belongs to the browser that started it (an exchange session: that first opened it): a random secret in
 * an HttpOnly, SameSite=Strict cookie scoped to the order's path, of which the database keeps only the sha256. Every
 * form of the order's pages echoes the secret in a hidden field, and a POST is honoured only when the cookie and the
 * field are equal and hash to the stored value: another site cannot read either, and a cookie planted by a page on
 * another port of the same host (cookies ignore ports) does not hash to the order's.
 */
export const SECRET_COOKIE = 'gangway_pay_secret'
const COOKIE_MAX_AGE_S = 60 * 60

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex')

export function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url')
  return { secret, hash: hashSecret(secret) }
}

export function setSecretCookie(c: Context, path: string, secret: string): void {
  setCookie(c, SECRET_COOKIE, secret, { path, httpOnly: true, sameSite: 'Strict', maxAge: COOKIE_MAX_AGE_S })
}

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** The browser's secret for this order (from its cookie) when it is the order's; undefined otherwise. */
export function ownerSecret(c: Context, order: PayOrder): string | undefined {
  const secret = getCookie(c, SECRET_COOKIE)
  if (!secret || !order.secretHash || !/^[A-Za-z0-9_-]{43}$/.test(secret)) return undefined
  return sameText(hashSecret(secret), order.secretHash) ? secret : undefined
}

/** A form post on the order: the cookie is the order's and the form's `secret` field is the same value. */
export function ownsOrderPost(c: Context, order: PayOrder, formSecret: string): boolean {
  const secret = ownerSecret(c, order)
  return secret !== undefined && sameText(secret, formSecret)
}
