/**
 * EIP-1193 / EIP-1474 errors as the test wallet throws them: an `Error` with a numeric `code`, the
 * message wallets use, and optional `data`. One class, one factory per code the wallet raises.
 */

/** The codes the test wallet raises (EIP-1193 provider errors and EIP-1474 JSON-RPC errors). */
export const RPC_ERROR_CODES = {
  userRejectedRequest: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internal: -32603,
} as const

const DEFAULT_MESSAGES: Readonly<Record<number, string>> = {
  4001: 'User rejected the request.',
  4100: 'The requested account and/or method has not been authorized by the user.',
  4200: 'The requested method is not supported by this Ethereum provider.',
  4900: 'The provider is disconnected from all chains.',
  4901: 'The provider is disconnected from the specified chain.',
  4902: 'Unrecognized chain ID.',
  [-32602]: 'Invalid method parameter(s).',
  [-32603]: 'Internal JSON-RPC error.',
}

/** The default message for a code ('Test wallet error <code>' for codes without one). */
export function defaultMessage(code: number): string {
  return DEFAULT_MESSAGES[code] ?? `Test wallet error ${code}`
}

/** An EIP-1193 ProviderRpcError: `code` is numeric, `data` optional. */
export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError'
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string = defaultMessage(code), data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }
}

/** The plain, structured-clone and JSON safe shape of an error (for the page bridge and the request log). */
export interface SerializedRpcError {
  code: number
  message: string
  data?: unknown
}

export const userRejected = (message?: string): ProviderRpcError => new ProviderRpcError(4001, message)
export const unauthorized = (message?: string): ProviderRpcError => new ProviderRpcError(4100, message)
export const unsupportedMethod = (method: string): ProviderRpcError =>
  new ProviderRpcError(4200, `The method "${method}" is not supported by the Gangway test wallet.`)
export const disconnectedError = (): ProviderRpcError => new ProviderRpcError(4900)
export const unrecognizedChain = (chainIdHex: string): ProviderRpcError =>
  new ProviderRpcError(4902, `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`)
export const invalidParams = (message: string): ProviderRpcError => new ProviderRpcError(-32602, message)
export const internalError = (message: string, data?: unknown): ProviderRpcError => new ProviderRpcError(-32603, message, data)

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** Whether a value looks like a ProviderRpcError (an object with a numeric code and a string message). */
export function isProviderRpcError(value: unknown): value is SerializedRpcError {
  return isRecord(value) && typeof value.code === 'number' && typeof value.message === 'string'
}

/**
 * Any thrown value as a ProviderRpcError: kept when it already has a numeric code; otherwise the first
 * coded error in its `cause` chain (viem wraps node errors) with the outer short message, else -32603.
 */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  if (isProviderRpcError(error) && Number.isInteger(error.code)) return new ProviderRpcError(error.code, error.message, error.data)
  const message = isRecord(error)
    ? String((typeof error.shortMessage === 'string' && error.shortMessage) || (typeof error.message === 'string' && error.message) || 'Unknown error')
    : String(error)
  let cause: unknown = isRecord(error) ? error.cause : undefined
  for (let depth = 0; isRecord(cause) && depth < 10; depth++, cause = cause.cause) {
    if (typeof cause.code === 'number' && Number.isInteger(cause.code)) {
      return new ProviderRpcError(cause.code, message, cause.data)
    }
  }
  return internalError(message)
}

/** The JSON-safe form of an error (data that does not survive JSON is dropped). */
export function serializeRpcError(error: unknown): SerializedRpcError {
  const rpcError = toProviderRpcError(error)
  const serialized: SerializedRpcError = { code: rpcError.code, message: rpcError.message }
  if (rpcError.data !== undefined) {
    try {
      serialized.data = JSON.parse(JSON.stringify(rpcError.data)) as unknown
    } catch {
      // not JSON-safe: left out
    }
  }
  return serialized
}
