import { DISPLAY } from '../lazyConstants'

/** An e-mail longer than `max` characters (§5: 30) shows its first `max` characters and an ellipsis. */
export function truncateEmail(email: string, max: number = DISPLAY.emailDisplayMax): string {
  const chars = Array.from(email)
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : email
}
