import { createTransport } from 'nodemailer'

/** One message the secure site sends: plain text (always) and HTML. */
export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the message; rejects with its reason otherwise. */
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

export interface MailerOptions {
  /** smtp://host:port or smtps://user:pass@host:port (nodemailer's connection URL). */
  smtpUrl: string
  /** The From header; default 'Gangway <no-reply@gangway.localhost>' (env MAIL_FROM). */
  from?: string
}

export const DEFAULT_MAIL_FROM = 'Gangway <no-reply@gangway.localhost>'

/** A nodemailer SMTP transport behind the one-method Mailer contract. */
export function createMailer(options: MailerOptions): Mailer {
  const transport = createTransport(options.smtpUrl)
  const from = options.from ?? process.env['MAIL_FROM'] ?? DEFAULT_MAIL_FROM
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
    },
    close: () => transport.close(),
  }
}
