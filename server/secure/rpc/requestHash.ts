import { createHash } from 'node:crypto'

/** What an approval is bound to: the method, its params exactly as sent, and the chain (EIP-155 id, or a Solana CAIP-2 id). */
export function requestHash(method: string, params: unknown, chainId: number | string): string {
  return createHash('sha256').update(JSON.stringify([method, params ?? [], chainId])).digest('hex')
}
