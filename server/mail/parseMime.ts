/**
 * Just enough MIME to read what the secure site (nodemailer) sends into the dev mailbox: headers
 * (folded, RFC 2047 encoded words), nested multipart bodies, and 7bit / 8bit / quoted-printable /
 * base64 parts in UTF-8. The first text/plain and the first text/html part win.
 */
export interface ParsedMail {
  subject: string
  text: string
  html: string
}

interface Part {
  headers: Map<string, string>
  body: string
}

/** Parses one raw RFC 5322 message (CRLF or LF line ends). */
export function parseMime(raw: string): ParsedMail {
  const part = splitPart(raw.replace(/\r\n/g, '\n'))
  const found: { text?: string; html?: string } = {}
  collect(part, found)
  return { subject: decodeWords(part.headers.get('subject') ?? ''), text: found.text ?? '', html: found.html ?? '' }
}

function splitPart(source: string): Part {
  const end = source.indexOf('\n\n')
  const head = end === -1 ? source : source.slice(0, end)
  const body = end === -1 ? '' : source.slice(end + 2)
  const headers = new Map<string, string>()
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body }
}

function collect(part: Part, found: { text?: string; html?: string }): void {
  const contentType = part.headers.get('content-type') ?? 'text/plain'
  const type = contentType.split(';')[0]!.trim().toLowerCase()
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1]
    if (!boundary) return
    for (const child of splitMultipart(part.body, boundary)) collect(splitPart(child), found)
    return
  }
  const body = decodeBody(part.body, part.headers.get('content-transfer-encoding') ?? '7bit')
  if (type === 'text/plain' && found.text === undefined) found.text = body
  if (type === 'text/html' && found.html === undefined) found.html = body
}

function splitMultipart(body: string, boundary: string): string[] {
  const parts: string[] = []
  let current: string[] | undefined
  for (const line of body.split('\n')) {
    const trimmed = line.trimEnd()
    if (trimmed === `--${boundary}--`) break
    if (trimmed === `--${boundary}`) {
      if (current) parts.push(current.join('\n'))
      current = []
    } else current?.push(line)
  }
  if (current) parts.push(current.join('\n'))
  return parts
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.trim().toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    case 'quoted-printable':
      return decodeQuotedPrintable(body)
    default:
      return body.replace(/\n$/, '')
  }
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\n/g, '').replace(/\n$/, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3)
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

/** RFC 2047: =?charset?B|Q?text?= (UTF-8 assumed); whitespace between two encoded words is dropped. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_match, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
}
