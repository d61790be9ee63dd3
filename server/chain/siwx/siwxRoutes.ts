import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { getAddress, isAddress, type Address, type Hex } from 'viem'
import { addSiwxSessionBodySchema, revokeSiwxSessionBodySchema, siwxRevokeMessage } from '../../../src/protocol/siwx'
import type { Db } from '../../db/Db'
import type { ProjectEnv } from '../../http/requireProject'
import { createNonce, findLiveSession, insertSession, liveSessions, revokeSession, spendNonce } from './siwxStore'
import type { SignatureCheck } from './siwxSignatureCheck'
import { SiwxRefusal } from './siwxRefusal'
import { verifySiwxSession } from './verifySiwxSession'

export interface SiwxRouteDeps {
  db: Db
  check: SignatureCheck
  now?: (() => number) | undefined
}

const CAIP2 = /^eip155:[1-9]\d{0,18}$/

async function run(c: Context, handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler()
  } catch (error) {
    if (error instanceof SiwxRefusal) return error.respond(c)
    throw error
  }
}

async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json()
  } catch {
    throw new SiwxRefusal('INVALID_SESSION_REQUEST', 400, 'the body must be JSON')
  }
}

function parse<T>(schema: { safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } } }, input: unknown): T {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw new SiwxRefusal('INVALID_SESSION_REQUEST', 400, issue ? `${issue.path.map(String).join('.') || 'body'}: ${issue.message}` : 'unexpected shape')
}

function addressParam(c: Context): Address {
  const address = c.req.param('address') ?? ''
  if (!isAddress(address, { strict: false })) throw new SiwxRefusal('INVALID_SESSION_REQUEST', 400, 'address: expected an address (0x and 40 hex digits)')
  return getAddress(address)
}

/**
 * The SIWX session routes (src/protocol/siwx.ts), per project: a nonce, a verified sign-in kept as a session, an
 * address's live sessions, and a session ended by the address's signature. Refusals are `{ code, message }`.
 */
export function siwxRoutes({ db, check, now = Date.now }: SiwxRouteDeps): Hono<ProjectEnv> {
  const app = new Hono<ProjectEnv>()
  const limit = bodyLimit({ maxSize: 32 * 1024, onError: (c) => c.json({ code: 'INVALID_SESSION_REQUEST', message: 'Request too large' }, 413) })

  app.post('/v1/sessions/nonce', (c) => run(c, async () => c.json(await createNonce(db, c.get('project').id, new Date(now())), 201)))

  app.post('/v1/sessions', limit, (c) =>
    run(c, async () => {
      const body = parse(addSiwxSessionBodySchema, await jsonBody(c))
      const project = c.get('project')
      const at = new Date(now())
      const verified = await verifySiwxSession(body, { project, now: at, check })
      if (!(await spendNonce(db, project.id, body.nonce, at))) throw new SiwxRefusal('NONCE_INVALID', 400)
      const session = await insertSession(db, { projectId: project.id, address: verified.address, caipNetworkId: verified.caipNetworkId, message: body.message, signature: body.signature, data: verified.data, createdAt: at, expiresAt: verified.expiresAt })
      return c.json({ session }, 201)
    }),
  )

  app.get('/v1/sessions/:address', (c) =>
    run(c, async () => {
      const address = addressParam(c)
      const chainId = c.req.query('chainId')
      if (chainId !== undefined && !CAIP2.test(chainId)) throw new SiwxRefusal('INVALID_SESSION_REQUEST', 400, "chainId: expected a CAIP-2 id such as 'eip155:1'")
      return c.json({ sessions: await liveSessions(db, c.get('project').id, address, new Date(now()), chainId) })
    }),
  )

  app.post('/v1/sessions/:address/revoke', limit, (c) =>
    run(c, async () => {
      const address = addressParam(c)
      const { pci, signature } = parse(revokeSiwxSessionBodySchema, await jsonBody(c))
      const project = c.get('project')
      const at = new Date(now())
      const session = await findLiveSession(db, project.id, address, pci, at)
      if (!session) throw new SiwxRefusal('SESSION_NOT_FOUND', 404)
      const signed = await check({ caipNetworkId: session.chainId, address, message: siwxRevokeMessage(pci, session.domain), signature: signature as Hex })
      if (!signed) throw new SiwxRefusal('SIGNATURE_INVALID', 401)
      return c.json({ revoked: await revokeSession(db, project.id, pci, at) })
    }),
  )
  return app
}
