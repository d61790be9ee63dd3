import { PROVIDER_CODES, ProviderRpcError, providerErrorCode } from '../../kernel/errors/provider'

// Wallets word a refusal differently (Phantom sends 4001; others only say it).
const REFUSAL = /\b(reject(ed)?|denied|declined|cancell?ed)\b/i

/** A wallet's refusal as the kit's ProviderRpcError 4001 (the original as its cause); any other error as it is. */
export function fromWalletError(error: unknown): unknown {
  if (error instanceof ProviderRpcError && error.code === PROVIDER_CODES.userRejected) return error
  const refused = providerErrorCode(error) === PROVIDER_CODES.userRejected || (error instanceof Error && REFUSAL.test(error.message))
  return refused ? new ProviderRpcError(PROVIDER_CODES.userRejected, { cause: error }) : error
}

/** Awaits a wallet call, turning its refusal into ProviderRpcError 4001. */
export async function walletCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw fromWalletError(error)
  }
}
