import { LOCAL_CHAINS } from '../chain/chains'
import type { LocalChainsInfo } from '../chain/localChainsInfo'
import type { Db } from '../db/Db'
import type { FetchApp } from '../http/listen'
import type { Mailbox } from '../mail/mailbox'
import type { Mailer } from '../mail/mailer'
import { PORTS } from '../ports'
import { createSecureSiteApp } from '../secure/createSecureSiteApp'
import { loadMasterKey } from '../secure/crypto/masterKey'
import { bundlePageScripts } from '../secure/pages/frameBundle'

export interface SecureSiteServiceOptions {
  localChains: LocalChainsInfo
  mailer: Mailer
  /** The local SMTP sink's messages, served at GET /dev/mailbox (dev only). */
  mailbox?: Mailbox | undefined
  /** The PGlite data folder the master key file sits beside, when SECURE_SITE_KEY is unset. */
  dataDir?: string | undefined
  /** SECURE_SITE_URL, SECURE_SITE_KEY, CHAIN_DATA_URL, SOCIAL_*, FARCASTER_RELAY_URL. */
  env: Readonly<Record<string, string | undefined>>
  identityProviderUrl: string
  log: (line: string) => void
}

/** The secure site's public URL: links in mails are built from this, never from a request's Host header. */
export const secureSiteUrl = (env: Readonly<Record<string, string | undefined>>): string => env['SECURE_SITE_URL'] || `http://127.0.0.1:${PORTS.secureSite}`

/** The secure site as the cloud runs it; shared by start.ts (all in one) and serve.ts (alone). */
export async function secureSiteService(db: Db, options: SecureSiteServiceOptions): Promise<FetchApp> {
  const { env, log } = options
  return createSecureSiteApp(db, {
    log,
    mailer: options.mailer,
    mailbox: options.mailbox,
    masterKey: await loadMasterKey({ dataDir: options.dataDir, envKey: env['SECURE_SITE_KEY'], log }),
    localChains: LOCAL_CHAINS,
    publicUrl: secureSiteUrl(env),
    identityProviderUrl: options.identityProviderUrl,
    // SOCIAL_<PROVIDER>_CLIENT_ID / _SECRET select a real provider; FARCASTER_RELAY_URL the real relay.
    socialEnv: env,
    pageScripts: await bundlePageScripts(),
    // Smart accounts on the chains with the ERC-4337 contracts, their user operations through chain data's POST /v1/bundler.
    smartAccounts: { chainDataUrl: env['CHAIN_DATA_URL'] || `http://127.0.0.1:${PORTS.chainData}`, info: options.localChains },
  })
}
