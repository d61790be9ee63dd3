import { codeOf } from '../errors/errorChain'
import { messageOf } from '../errors/messageOf'
import { connectionText } from '../errors/connection'
import { PROVIDER_CODES } from '../errors/provider'

/** §8 wording for a failed connect: the headline the view shows, and what the wallet said. */
export function describeConnectError(error: unknown): { message: string; detail: string } {
  const detail = messageOf(error)
  const code = codeOf(error)
  if (code === PROVIDER_CODES.userRejected) return { message: connectionText('CONNECTION_REJECTED'), detail }
  if (code === 'TIMEOUT') return { message: connectionText('FAILED_TO_CONNECT'), detail: `${detail} in time.` }
  return { message: connectionText('FAILED_TO_CONNECT'), detail }
}
