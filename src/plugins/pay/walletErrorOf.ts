import { isUserRejection } from 'gangway/plugin'
import { PayError } from './payErrors'

/** The visitor said no in the wallet (EIP-1193 4001), here or along the causes. */
function rejectedByUser(error: unknown): boolean {
  let current = error
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    if (isUserRejection(current)) return true
    current = 'cause' in current ? current.cause : undefined
  }
  return false
}

/** A wallet's failure to switch or to send as a PayError: the visitor's refusal as USER_REJECTED, anything else as `otherwise`. */
export function walletErrorOf(error: unknown, otherwise: PayError): PayError {
  if (error instanceof PayError) return error
  return rejectedByUser(error) ? new PayError('USER_REJECTED', { cause: error }) : otherwise
}
