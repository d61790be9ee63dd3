import { BaseError, type BaseErrorOptions } from 'gangway/plugin'

/** §8 ENS texts word for word (the API's first reason is shown as it is), then AppKit's register view's own. */
const NAMES_ERROR_TEXTS = {
  /** The name service's own reason (its first `reasons[].description`), word for word. */
  API_REASON: '{reason}',
  RESOLVE_FAILED: 'Error resolving name',
  SUGGESTIONS_FAILED: 'Error fetching name suggestions',
  NAMES_FOR_ADDRESS_FAILED: 'Error fetching names for address',
  REGISTER_FAILED: 'Error registering name {name}',
  NETWORK_NOT_FOUND: 'Network not found',
  NO_AUTH_CONNECTOR: 'Address or auth connector not found',
  INVALID_CHAIN_ID: 'Invalid chainId',
  /** AppKit's RegisterAccountName: the account has a name already. */
  ALREADY_OWNS_NAME: 'You already own a name',
} as const

export type NamesErrorCode = keyof typeof NAMES_ERROR_TEXTS

/** Why a name could not be suggested, looked up or registered. */
export class NamesError extends BaseError<NamesErrorCode> {
  override name = 'NamesError'

  constructor(code: NamesErrorCode, options?: BaseErrorOptions) {
    super(code, NAMES_ERROR_TEXTS[code], options)
  }
}
