/**
 * The session API's answers as the kit reads them (gangway/siwx's cloudSiwx). Plain objects, strings and refinements
 * only: zod's literal, regex and extend would join every host's initial entry through the zod chunk it shares with
 * the kernel. The cloud checks each message in full (siwx.ts) before it keeps it, so its answers need no more.
 */
import * as z from 'zod/mini'

const time = z.string().check(z.refine((text) => !Number.isNaN(Date.parse(text)), 'expected an ISO 8601 time'))
const hex = z.string().check(z.refine((text) => /^0x[0-9a-fA-F]+$/.test(text), 'expected hex'))

const answeredData = z.object({
  accountAddress: z.string(),
  chainId: z.string(),
  domain: z.string(),
  uri: z.string(),
  version: z.string(),
  nonce: z.string(),
  statement: z.optional(z.string()),
  resources: z.optional(z.array(z.string())),
  requestId: z.optional(z.string()),
  issuedAt: z.optional(time),
  notBefore: z.optional(time),
  expirationTime: z.optional(time),
})

export const siwxSessionAnswer = z.object({ pci: z.string(), data: answeredData, message: z.string(), signature: hex, createdAt: time, expiresAt: time })
export type SiwxSessionAnswer = z.infer<typeof siwxSessionAnswer>

export const siwxNonceAnswer = z.object({ nonce: z.string(), expiresAt: time })
export const addSiwxSessionAnswer = z.object({ session: siwxSessionAnswer })
export const siwxSessionsAnswer = z.object({ sessions: z.array(siwxSessionAnswer) })
export const revokeSiwxSessionAnswer = z.object({ revoked: z.boolean() })

/** What the address signs to end a session: the session named, so a signature ends that one only. */
export const siwxRevokeMessage = (pci: string, domain: string): string => `${domain} asks to end the sign-in session ${pci}.`
