import { describe, expect, it } from 'vitest'
import { devMailbox } from './devMailbox'
import { Mailbox } from './mailbox'

describe('devMailbox (GET /dev/mailbox is a loopback-only dev surface)', () => {
  it('is served for a secure site on a loopback address, and the start-up log says so', () => {
    const mailbox = new Mailbox()
    for (const url of ['http://127.0.0.1:3003', 'http://localhost:3003']) {
      const lines: string[] = []
      expect(devMailbox(url, mailbox, (line) => lines.push(line))).toBe(mailbox)
      expect(lines).toEqual([`dev mailbox on (loopback only): GET ${url}/dev/mailbox?to=<email>`])
    }
  })

  it('is not served for any other address, and the log says it is off', () => {
    const lines: string[] = []
    expect(devMailbox('https://secure.example.com', new Mailbox(), (line) => lines.push(line))).toBeUndefined()
    expect(lines[0]).toMatch(/^dev mailbox off: .*https:\/\/secure\.example\.com is not a loopback address/)
  })
})
