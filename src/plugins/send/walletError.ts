import { SEND_OUTCOME_TEXTS } from './sendErrors'

/** EIP-1193 4001: the user rejected the request in the wallet. */
const USER_REJECTED = 4001

/** What to show for a wallet's failure: 'Transaction rejected' for 4001, else the wallet's own message. */
export function describeWalletError(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined
  if (code === USER_REJECTED) return SEND_OUTCOME_TEXTS.rejected
  const message = error instanceof Error ? error.message.trim() : ''
  return message === '' ? SEND_OUTCOME_TEXTS.failed : message
}
