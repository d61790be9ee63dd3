import type { LocalChain } from '../chain/chains'
import type { Db } from '../db/Db'
import type { Mailer } from '../mail/mailer'
import type { SecureKeys } from './crypto/secrets'
import type { SmartAccountSetup } from './smart/smartAccountChains'
import type { SolanaSetup } from './solana/solanaChains'

/** What the secure site's flows share: built once per app by createSecureSiteApp. */
export interface SecureContext {
  readonly db: Db
  readonly keys: SecureKeys
  readonly mailer: Mailer
  /** The chains wallets sign for and send to (their local nodes; never a URL from a client). */
  readonly chains: readonly LocalChain[]
  /** Smart accounts (ERC-4337): the chains' contracts and the chain-data service that reaches their bundlers; none without. */
  readonly smartAccounts?: SmartAccountSetup | undefined
  /** The Solana clusters the wallet's ed25519 key signs for, and the chain-data service that sends to them; none without. */
  readonly solana?: SolanaSetup | undefined
  /** Milliseconds since the epoch; injectable for tests. */
  readonly now: () => number
  readonly log: (line: string) => void
}

/** §9 and the secure site's own limits, named. */
export const SECURE_LIMITS = {
  otpTtlMs: 10 * 60_000,
  otpMaxAttempts: 3,
  deviceTokenTtlMs: 15 * 60_000,
  sessionTtlMs: 30 * 24 * 60 * 60_000,
  /** Spec §4/§9: e-mail re-trigger wait. */
  mailRetriggerMs: 30_000,
  /** Per address, across devices: codes mailed per window, wrong codes per window. */
  maxCodesPerEmail: 5,
  issueWindowMs: 10 * 60_000,
  maxFailuresPerEmail: 10,
  failureWindowMs: 60 * 60_000,
  /** An OAuth sign-in's state, and a Farcaster channel, are good for this long. */
  socialStateTtlMs: 10 * 60_000,
  farcasterChannelTtlMs: 10 * 60_000,
  /** Per device, in a sliding window: OAuth sign-ins and Farcaster channels started. */
  attemptWindowMs: 60_000,
  socialRedirectsPerWindow: 10,
  farcasterChannelsPerWindow: 5,
  /** A device's live (unexpired, unused) OAuth states; a new one drops the oldest past this. */
  maxLiveSocialStates: 20,
  /** An approval (the click in the approval frame) is used within this long, or not at all. */
  approvalTtlMs: 2 * 60_000,
  /** The sign-in message (SIWX) is signed without a prompt only this long after the login that made the session. */
  siwxLoginStepMs: 5 * 60_000,
} as const

export const at = (ctx: SecureContext, offsetMs = 0): Date => new Date(ctx.now() + offsetMs)
