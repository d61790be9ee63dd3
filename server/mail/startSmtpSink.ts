/**
 * The local SMTP sink: accepts every message on 127.0.0.1 (no TLS, no auth) and keeps it in a bounded
 * in-memory Mailbox, one entry per envelope recipient, which the secure site serves at GET /dev/mailbox.
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { DEFAULT_MAILBOX_LIMIT, Mailbox } from './mailbox'
import { parseMime } from './parseMime'

const MAX_MESSAGE_BYTES = 1024 * 1024

export interface SmtpSinkOptions {
  /** 0 picks a free port. */
  port: number
  host?: string
  /** Messages kept (oldest dropped first); default 500. */
  limit?: number
  log?: (line: string) => void
}

export interface SmtpSink {
  /** smtp://host:port, what SMTP_URL / createMailer's smtpUrl points at. */
  readonly url: string
  readonly port: number
  readonly mailbox: Mailbox
  /** Closes the server and its connections; idempotent. */
  close(): Promise<void>
}

export async function startSmtpSink(options: SmtpSinkOptions): Promise<SmtpSink> {
  const host = options.host ?? '127.0.0.1'
  const log = options.log ?? (() => {})
  const mailbox = new Mailbox(options.limit ?? DEFAULT_MAILBOX_LIMIT)
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    banner: 'Gangway dev mailbox',
    logger: false,
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', (error) => callback(error))
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(Object.assign(new Error('Message too big'), { responseCode: 552 }))
        const parsed = parseMime(Buffer.concat(chunks).toString('utf8'))
        const receivedAt = new Date().toISOString()
        for (const recipient of session.envelope.rcptTo) {
          mailbox.add({ to: recipient.address.toLowerCase(), ...parsed, receivedAt })
          log(`smtp sink: '${parsed.subject}' for ${recipient.address}`)
        }
        callback()
      })
    },
  })
  server.on('error', (error) => log(`smtp sink: ${error.message}`))
  await new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${options.port} (SMTP sink) is already in use on ${host}`) : error)
    }
    server.server.once('error', onError)
    server.listen(options.port, host, () => {
      server.server.off('error', onError)
      resolve()
    })
  })
  const { port } = server.server.address() as AddressInfo
  let closing: Promise<void> | undefined
  return {
    url: `smtp://${host}:${port}`,
    port,
    mailbox,
    close: () => (closing ??= new Promise<void>((resolve) => server.close(() => resolve()))),
  }
}
