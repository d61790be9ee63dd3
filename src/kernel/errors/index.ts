/**
 * Typed errors (viem's model): one BaseError with a stable `code`, one file per family, each holding its
 * texts (the spec's §8 words, once). The UI maps codes, never message text, to alerts (alertFor.ts).
 */
export { BaseError, fillText, type BaseErrorOptions, type ErrorCode } from './BaseError'
export { codeOf, findCode } from './errorChain'
export { messageOf } from './messageOf'
export { OptionsError, OPTION_REASONS } from './options'
export { CaipError, caipText, type CaipErrorCode } from './caip'
export { HttpError, ResponseShapeError } from './http'
export { OriginsError } from './origins'
export { UnknownViewError } from './view'
export { PluginError, type PluginErrorCode } from './plugin'
export { UsageError, type UsageErrorCode } from './usage'
export { ConnectionError, connectionText, type ConnectionErrorCode } from './connection'
export { WalletError, type WalletErrorCode } from './wallet'
export { isUserRejection, PROVIDER_CODES, ProviderRpcError, providerErrorCode } from './provider'
export { WalletConnectSessionError, type SessionErrorCode } from './session'
export { AuthError, type AuthErrorCode } from './auth'
export { FrameError, type FrameErrorCode } from './frame'
export { ChainDataError, type ChainDataErrorCode } from './chainData'
export { TimeoutError } from './timeout'
export { alertFor } from './alertFor'
export { FormatError, type FormatErrorCode } from './format'
