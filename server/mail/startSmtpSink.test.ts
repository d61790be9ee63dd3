import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailer, type Mailer } from './mailer'
import { startSmtpSink, type SmtpSink } from './startSmtpSink'
import { SLOW_SETUP_MS } from '../testing/hookTimeouts'

describe('SMTP sink + nodemailer', () => {
  let sink: SmtpSink
  let mailer: Mailer
  beforeAll(async () => {
    sink = await startSmtpSink({ port: 0, limit: 3 })
    mailer = createMailer({ smtpUrl: sink.url })
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    mailer.close()
    await sink.close()
  })

  it('keeps what nodemailer sends: subject, text and HTML, per recipient, newest first', async () => {
    await mailer.send({ to: 'Ada@Example.com', subject: 'First', text: 'Your code:\n\n123456\n', html: '<p>123456</p>' })
    await mailer.send({ to: 'ada@example.com', subject: 'Second', text: 'hello', html: '<b>hello</b>' })
    const mails = sink.mailbox.list('ADA@example.com')
    expect(mails.map((mail) => mail.subject)).toEqual(['Second', 'First'])
    expect(mails[1]).toMatchObject({ to: 'ada@example.com', html: '<p>123456</p>' })
    expect(mails[1]!.text.split('\n')).toContain('123456')
    expect(Date.parse(mails[0]!.receivedAt)).not.toBeNaN()
  })

  it('decodes quoted-printable and base64 bodies and encoded subjects (non-ASCII, long lines)', async () => {
    const long = `Lien : ${'https://example.com/verify?token=' + 'a'.repeat(120)} — café ✓`
    await mailer.send({ to: 'bob@example.com', subject: 'Vérifiez votre appareil ✓', text: long, html: `<p>${long}</p>` })
    const [mail] = sink.mailbox.list('bob@example.com')
    expect(mail).toMatchObject({ subject: 'Vérifiez votre appareil ✓', text: long, html: `<p>${long}</p>` })
  })

  it('keeps only the newest `limit` messages', async () => {
    for (const n of [1, 2, 3]) await mailer.send({ to: 'carol@example.com', subject: `m${n}`, text: 'x', html: 'x' })
    expect(sink.mailbox.size).toBe(3)
    expect(sink.mailbox.list().map((mail) => mail.subject)).toEqual(['m3', 'm2', 'm1'])
  })

  it('refuses a second sink on a port in use, with the port named', async () => {
    await expect(startSmtpSink({ port: sink.port })).rejects.toThrow(`Port ${sink.port} (SMTP sink) is already in use`)
  })
})
