import { Hono } from 'hono'
import { LOCAL_CHAINS, type LocalChain } from '../chain/chains'
import type { Db } from '../db/Db'
import type { Mailbox } from '../mail/mailbox'
import type { Mailer } from '../mail/mailer'
import { deriveKeys } from './crypto/secrets'
import { requireFrameCaller } from './http/requireFrameCaller'
import { secureErrors } from './http/secureErrors'
import type { SecureEnv } from './http/secureEnv'
import { accountRoutes } from './routes/accountRoutes'
import { emailUpdateRoutes } from './routes/emailUpdateRoutes'
import { frameRoutes } from './routes/frameRoutes'
import { loginRoutes } from './routes/loginRoutes'
import { mailboxRoute } from './routes/mailboxRoute'
import type { SecureContext } from './secureContext'

export interface SecureSiteOptions {
  mailer: Mailer
  /** 32 bytes (crypto/masterKey.ts loadMasterKey): encrypts wallet keys, keys the code and token hashes. */
  masterKey: Buffer
  /** The chains wallets may use, each reached at its own local node (default LOCAL_CHAINS). */
  localChains?: readonly LocalChain[]
  /** The SMTP sink's mailbox: GET /dev/mailbox is served only when given. */
  mailbox?: Mailbox | undefined
  /** Base of the links in mails (env SECURE_SITE_URL in startCloud); default the request's own origin. */
  publicUrl?: string | undefined
  /** The prebuilt frame script; default: bundled on the first GET /frame.js. */
  frameScript?: string | undefined
  /** Clock for codes, tokens, sessions and the 30 s rule (tests). */
  now?: () => number
  log?: (line: string) => void
}

/**
 * The secure site (port 3003, its own origin): the login frame page the kit embeds, and the JSON API that
 * page calls for e-mail login, device approval, sessions, the embedded wallet's RPC and e-mail changes.
 */
export function createSecureSiteApp(db: Db, options: SecureSiteOptions): Hono<SecureEnv> {
  const log = options.log ?? ((line: string) => console.log(line))
  const chains = options.localChains ?? LOCAL_CHAINS
  const ctx: SecureContext = { db, keys: deriveKeys(options.masterKey), mailer: options.mailer, chains, now: options.now ?? Date.now, log }
  const app = new Hono<SecureEnv>()
  secureErrors(app, log)
  app.get('/health', (c) => c.json({ ok: true }))
  app.route('/', frameRoutes(db, { chainIds: chains.map((chain) => chain.id), frameScript: options.frameScript }))
  if (options.mailbox) app.route('/', mailboxRoute(options.mailbox))
  app.post('/api/*', requireFrameCaller(db))
  app.route('/', loginRoutes(ctx, { publicUrl: options.publicUrl }))
  app.route('/', accountRoutes(ctx))
  app.route('/', emailUpdateRoutes(ctx))
  return app
}
