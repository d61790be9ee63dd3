import type { OutgoingMail } from '../../mail/mailer'
import { ApiError } from '../http/apiError'
import type { SecureContext } from '../secureContext'

/** Sends through the configured mailer; a failure becomes 502 'Could not send the e-mail' (logged without the body). */
export async function sendMail(ctx: SecureContext, mail: OutgoingMail): Promise<void> {
  try {
    await ctx.mailer.send(mail)
  } catch (error) {
    ctx.log(`secure site: mail '${mail.subject}' to ${mail.to} failed: ${error instanceof Error ? error.message : String(error)}`)
    throw new ApiError(502, 'Could not send the e-mail')
  }
}
