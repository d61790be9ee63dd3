/**
 * The spam list: token contracts, per CAIP-2 chain, whose transfers the history flags `is_spam: true`
 * (and which the balance route leaves out). Configurable: `createChainDataApp(db, { spamTokens })` or
 * `startCloud({ spamTokens })` replace this default.
 *
 * The default holds the "Claim Reward" (CLAIM) ERC-20 that chain/deployContracts.ts deploys from account #9
 * at nonce 2 on each fresh local chain (a test asserts the deployed address is listed).
 */
export type SpamTokens = Readonly<Record<string, readonly string[]>>

export const CLAIM_SPAM_TOKEN_ADDRESS = '0xb19b36b1456E65E3A6D514D3F715f204BD59f431'

export const DEFAULT_SPAM_TOKENS: SpamTokens = {
  'eip155:31337': [CLAIM_SPAM_TOKEN_ADDRESS],
  'eip155:31338': [CLAIM_SPAM_TOKEN_ADDRESS],
}

/** Whether a token contract (any case) is on the spam list of a chain. */
export function isSpamToken(list: SpamTokens, caipNetworkId: string, address: string): boolean {
  const lower = address.toLowerCase()
  return (list[caipNetworkId] ?? []).some((listed) => listed.toLowerCase() === lower)
}
