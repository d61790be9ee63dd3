import { BaseError, type BaseErrorOptions } from './BaseError'

/** EIP-1193 / EIP-1474 codes the kit sends or reacts to (§8 error codes). */
export const PROVIDER_CODES = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  unrecognisedChain: 4902,
  defaultCode: 5000,
  invalidChainId: 32603,
  internal: -32603,
  invalidParams: -32602,
} as const

/** The texts of the codes the kit itself answers with. */
const PROVIDER_TEXTS: Readonly<Record<number, string>> = {
  4001: 'User rejected the request.',
  4200: 'The embedded wallet does not support {method}',
  4900: 'Signed out',
  4902: 'Unrecognized chain ID {chainId}',
  [-32602]: 'Invalid chain id',
  32603: 'Invalid chain id: {chainId}',
}

/**
 * An EIP-1193 provider error: its `code` is the standard number dApps test (4001 the user said no, 4902 an
 * unknown chain, …). `message` is the node's or wallet's own when it sent one, else the kit's text for the code.
 */
export class ProviderRpcError extends BaseError<number> {
  override name = 'ProviderRpcError'

  constructor(code: number, options: BaseErrorOptions & { readonly message?: string } = {}) {
    super(code, options.message ?? PROVIDER_TEXTS[code] ?? 'The request failed ({code})', { ...options, values: { code, ...options.values } })
  }
}

/** The error's EIP-1193 code, or the wrapped original's (mobile wallets wrap 4902 in -32603). */
export function providerErrorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const { code, data } = error as { code?: unknown; data?: { originalError?: { code?: unknown } } }
  const original = data?.originalError?.code
  if (typeof original === 'number') return original
  return typeof code === 'number' ? code : undefined
}

/** The visitor said no in the wallet (4001). */
export const isUserRejection = (error: unknown): boolean => providerErrorCode(error) === PROVIDER_CODES.userRejected
