import { isLoopbackUrl } from '../secure/social/socialProviders'
import type { Mailbox } from './mailbox'

/**
 * The SMTP sink's mailbox as GET /dev/mailbox serves it, or undefined: a dev-only surface (it holds every login
 * code and device link), so only for a secure site on a loopback address. Says at start which it is.
 */
export function devMailbox(secureSiteUrl: string, mailbox: Mailbox, log: (line: string) => void): Mailbox | undefined {
  if (isLoopbackUrl(secureSiteUrl)) {
    log(`dev mailbox on (loopback only): GET ${secureSiteUrl}/dev/mailbox?to=<email>`)
    return mailbox
  }
  log(`dev mailbox off: the secure site's URL ${secureSiteUrl} is not a loopback address (mail goes to the local sink, unread)`)
  return undefined
}
