import { WalletError } from '../../kernel/errors/wallet'

/** A wallet's chain id ('0x7a69', '31337' or 31337) as a positive integer; anything else throws. */
export function parseChainId(value: unknown): number {
  let parsed = Number.NaN
  if (typeof value === 'number') parsed = value
  else if (typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value)) parsed = Number.parseInt(value, 16)
  else if (typeof value === 'string' && /^[0-9]+$/.test(value)) parsed = Number(value)
  if (!Number.isSafeInteger(parsed) || parsed <= 0) {
    throw new WalletError('MALFORMED_CHAIN_ID', { values: { chainId: JSON.stringify(value) ?? String(value) } })
  }
  return parsed
}

export const toHexChainId = (id: number | string): string => `0x${Number(id).toString(16)}`
