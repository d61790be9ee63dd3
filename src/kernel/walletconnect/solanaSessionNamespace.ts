import * as z from 'zod/mini'
import { WalletConnectSessionError } from '../errors/session'
import type { SessionNamespaces } from './sessionNamespaces'

/** A CAIP-10 Solana account: solana:<genesis-hash prefix>:<base58 address of 32 to 44 characters> (§5). */
const SOLANA_ACCOUNT = /^solana:[1-9A-HJ-NP-Za-km-z]{1,32}:[1-9A-HJ-NP-Za-km-z]{32,44}$/

const approvedSolanaSchema = z.object({
  solana: z.object({
    accounts: z.array(z.string()),
    methods: z.array(z.string()),
    events: z.optional(z.array(z.string())),
  }),
})

/**
 * The solana namespace of the session the wallet approved, checked against what was asked: undefined when the
 * wallet approved none (or no account in it); every account must be a well-formed Solana account on a requested
 * cluster, or the session is refused.
 */
export function solanaSessionOf(approved: unknown, requestedChains: readonly string[], preferredChain: string | undefined): SessionNamespaces | undefined {
  const parsed = approvedSolanaSchema.safeParse(approved)
  if (!parsed.success) return undefined
  const { accounts, methods, events = [] } = parsed.data.solana
  for (const account of accounts) {
    if (!SOLANA_ACCOUNT.test(account)) throw new WalletConnectSessionError('MALFORMED_ACCOUNT', { values: { account: account.slice(0, 80) } })
    const chain = account.split(':').slice(0, 2).join(':')
    if (!requestedChains.includes(chain)) throw new WalletConnectSessionError('UNREQUESTED_CHAIN', { values: { chain } })
  }
  const chains = [...new Set(accounts.map((account) => account.split(':').slice(0, 2).join(':')))]
  const defaultChain = preferredChain !== undefined && chains.includes(preferredChain) ? preferredChain : chains[0]
  if (!defaultChain) return undefined
  return { chains, methods, events, accounts, rpcMap: {}, defaultChain }
}
