import { Hono } from 'hono'
import { LOCAL_CHAINS, type LocalChain } from '../chain/chains'
import type { Db } from '../db/Db'
import type { Mailbox } from '../mail/mailbox'
import type { Mailer } from '../mail/mailer'
import { PORTS } from '../ports'
import { deriveKeys } from './crypto/secrets'
import { API_BODY_MAX_BYTES, limitBody } from './http/bodyLimits'
import { requireFrameCaller } from './http/requireFrameCaller'
import { secureErrors } from './http/secureErrors'
import type { SecureEnv } from './http/secureEnv'
import { accountRoutes } from './routes/accountRoutes'
import { emailUpdateRoutes } from './routes/emailUpdateRoutes'
import { farcasterRoutes } from './routes/farcasterRoutes'
import { frameRoutes } from './routes/frameRoutes'
import type { PageScript } from './pages/frameBundle'
import { loginRoutes } from './routes/loginRoutes'
import { mailboxRoute } from './routes/mailboxRoute'
import { smartAccountRoutes } from './routes/smartAccountRoutes'
import { socialRoutes } from './routes/socialRoutes'
import type { SecureContext } from './secureContext'
import type { SmartAccountSetup } from './smart/smartAccountChains'
import { LOCAL_SOLANA_SETUP, type SolanaSetup } from './solana/solanaChains'
import type { FarcasterIdRegistry } from './social/farcasterIdRegistry'
import { farcasterSetup } from './social/farcasterSetup'
import { createSocialClient, type OutboundFetch } from './social/socialClient'
import { DEFAULT_IDENTITY_PROVIDER_URL, socialProviderConfigs } from './social/socialProviders'
import { rejectControlCharacters } from '../http/rejectControlCharacters'

export interface SecureSiteOptions {
  mailer: Mailer
  /** 32 bytes (crypto/masterKey.ts loadMasterKey): encrypts wallet keys, keys the code and token hashes. */
  masterKey: Buffer
  /** The chains wallets may use, each reached at its own local node (default LOCAL_CHAINS). */
  localChains?: readonly LocalChain[]
  /** The SMTP sink's mailbox: GET /dev/mailbox is served only when given. */
  mailbox?: Mailbox | undefined
  /**
   * The site's public URL (env SECURE_SITE_URL in startCloud): base of the links in mails (default: the
   * request's own origin) and of the social redirect URIs and Farcaster's SIWE uri (default http://127.0.0.1:3003).
   */
  publicUrl?: string | undefined
  /** The local identity provider's issuer, standing in for every OAuth provider not configured (default http://127.0.0.1:3005). */
  identityProviderUrl?: string | undefined
  /** Where Farcaster channels are opened (default FARCASTER_RELAY_URL of socialEnv, else the identity provider's /farcaster). */
  farcasterRelayUrl?: string | undefined
  /**
   * SOCIAL_<PROVIDER>_CLIENT_ID / _CLIENT_SECRET (a real provider), FARCASTER_RELAY_URL and FARCASTER_ID_REGISTRY_RPC;
   * startCloud passes process.env.
   */
  socialEnv?: Readonly<Record<string, string | undefined>> | undefined
  /** Who owns a Farcaster id (tests); default from socialEnv and the relay (social/farcasterSetup.ts). */
  farcasterIdRegistry?: FarcasterIdRegistry | undefined
  /** The HTTP client for the OAuth providers, the Farcaster relay and its ID registry's node (tests); default fetch. */
  outboundFetch?: OutboundFetch | undefined
  /** The prebuilt page scripts (login frame, approval frame); default: each bundled on its first request. */
  pageScripts?: Partial<Record<PageScript, string>> | undefined
  /** Smart accounts: the local chains' ERC-4337 contracts and the chain-data service whose POST /v1/bundler reaches their bundlers; default none. */
  smartAccounts?: SmartAccountSetup | undefined
  /**
   * The embedded wallet on Solana: the clusters its ed25519 key signs for and the chain-data service whose JSON-RPC proxy
   * sends its transactions; default the local Solana chain through http://127.0.0.1:3002; false: no Solana.
   */
  solana?: SolanaSetup | false | undefined
  /** Clock for codes, tokens, sessions and the 30 s rule (tests). */
  now?: () => number
  log?: (line: string) => void
}

/**
 * The secure site (port 3003, its own origin): the login frame page the kit embeds, and the JSON API that
 * page calls for e-mail login, social login (OAuth providers, Farcaster), device approval, sessions, the
 * embedded wallet's RPC and e-mail changes.
 */
export function createSecureSiteApp(db: Db, options: SecureSiteOptions): Hono<SecureEnv> {
  const log = options.log ?? ((line: string) => console.log(line))
  const chains = options.localChains ?? LOCAL_CHAINS
  const solana = options.solana === false ? undefined : (options.solana ?? LOCAL_SOLANA_SETUP)
  const ctx: SecureContext = { db, keys: deriveKeys(options.masterKey), mailer: options.mailer, chains, smartAccounts: options.smartAccounts, solana, now: options.now ?? Date.now, log }
  const siteUrl = (options.publicUrl ?? `http://127.0.0.1:${PORTS.secureSite}`).replace(/\/+$/, '')
  const social = createSocialClient(
    socialProviderConfigs({ siteUrl, identityProviderUrl: options.identityProviderUrl, env: options.socialEnv, log }),
    { fetch: options.outboundFetch, log },
  )
  const farcaster = farcasterSetup({
    siteUrl,
    identityProviderUrl: options.identityProviderUrl ?? DEFAULT_IDENTITY_PROVIDER_URL,
    relayUrl: options.farcasterRelayUrl,
    env: options.socialEnv,
    registry: options.farcasterIdRegistry,
    fetch: options.outboundFetch,
    log,
  })
  const app = new Hono<SecureEnv>()
  secureErrors(app, log)
  app.get('/health', (c) => c.json({ ok: true }))
  app.use('*', rejectControlCharacters())
  app.route('/', frameRoutes(db, { chains, solanaChains: solana?.chains ?? [], pageScripts: options.pageScripts }))
  if (options.mailbox) app.route('/', mailboxRoute(options.mailbox))
  app.post('/api/*', limitBody(API_BODY_MAX_BYTES), requireFrameCaller(db))
  app.route('/', loginRoutes(ctx, { publicUrl: options.publicUrl }))
  app.route('/', accountRoutes(ctx))
  app.route('/', smartAccountRoutes(ctx))
  app.route('/', emailUpdateRoutes(ctx))
  app.route('/', socialRoutes(ctx, social))
  app.route('/', farcasterRoutes(ctx, farcaster))
  return app
}
