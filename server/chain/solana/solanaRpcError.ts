/** A JSON-RPC error the local Solana chain answers with (codes as a Solana RPC node uses them). */
export class SolanaRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'SolanaRpcError'
  }
}

export const INVALID_PARAMS = -32602
export const METHOD_NOT_FOUND = -32601
export const INVALID_REQUEST = -32600
export const PARSE_ERROR = -32700
/** sendTransaction's preflight simulation failed (the message starts 'Transaction simulation failed: '). */
export const SEND_TRANSACTION_PREFLIGHT_FAILURE = -32002
export const TRANSACTION_SIGNATURE_VERIFICATION_FAILURE = -32003
export const UNSUPPORTED_TRANSACTION_VERSION = -32015

export const invalidParams = (message: string): SolanaRpcError => new SolanaRpcError(INVALID_PARAMS, message)
