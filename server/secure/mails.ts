import type { OutgoingMail } from '../mail/mailer'
import { escapeHtml } from './pages/messagePage'

/** The code mail: the 6 digits stand alone on their own line of the text part. */
export function otpMail(to: string, code: string, reason: 'login' | 'update_primary' | 'update_secondary'): OutgoingMail {
  const why = {
    login: 'to log in to your Gangway wallet',
    update_primary: 'to confirm changing the e-mail of your Gangway wallet',
    update_secondary: 'to confirm this new e-mail for your Gangway wallet',
  }[reason]
  const subject = reason === 'login' ? 'Your Gangway login code' : 'Your Gangway confirmation code'
  const text = `Enter this code ${why}:\n\n${code}\n\nIt expires in 10 minutes. If you did not ask for it, ignore this e-mail.\n`
  const html = `<p>Enter this code ${escapeHtml(why)}:</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p><p>It expires in 10 minutes. If you did not ask for it, ignore this e-mail.</p>`
  return { to, subject, text, html }
}

/** The device-approval mail: the link on its own line. */
export function deviceMail(to: string, link: string): OutgoingMail {
  const text = `Someone is logging in to your Gangway wallet from a new device.\n\nIf it is you, approve it with this link (valid 15 minutes):\n\n${link}\n\nThen enter the code we send you next. If it is not you, ignore this e-mail.\n`
  const html = `<p>Someone is logging in to your Gangway wallet from a new device.</p><p>If it is you, <a href="${escapeHtml(link)}">approve this device</a> (valid 15 minutes), then enter the code we send you next.</p><p>If it is not you, ignore this e-mail.</p>`
  return { to, subject: 'Approve your new device', text, html }
}
