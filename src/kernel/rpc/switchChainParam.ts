import { hexToNumber, isHex } from 'viem/utils'

/** wallet_switchEthereumChain's `[{ chainId: '0x…' }]` (EIP-3326): the chain id, or undefined when the parameter is malformed. */
export function switchChainParam(params: unknown): { readonly chainId: number; readonly hex: string } | undefined {
  const first: unknown = Array.isArray(params) ? params[0] : undefined
  const hex = typeof first === 'object' && first !== null && 'chainId' in first ? first.chainId : undefined
  if (typeof hex !== 'string' || !isHex(hex, { strict: true }) || hex === '0x') return undefined
  const chainId = hexToNumber(hex)
  return Number.isSafeInteger(chainId) && chainId > 0 ? { chainId, hex } : undefined
}
