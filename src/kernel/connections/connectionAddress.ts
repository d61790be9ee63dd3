import { isEvmAddress, isSolanaAddress } from '../addresses'
import type { CaipAddress, ChainNamespace } from '../types'

const ADDRESS_RULES: Partial<Record<ChainNamespace, (address: string) => boolean>> = {
  eip155: (address) => isEvmAddress(address) && address.startsWith('0x'),
  solana: isSolanaAddress,
}

/** The CAIP-10 address of what a wallet reported, checked with the §5 address rules of its namespace. */
export function connectionAddress(namespace: ChainNamespace, chainId: number | string, address: string): CaipAddress {
  const valid = ADDRESS_RULES[namespace] ?? ((value: string) => value.length > 0 && !value.includes(':'))
  if (!valid(address)) throw new Error(`The wallet returned a malformed address: ${address}`)
  if (!/^[-_a-zA-Z0-9]{1,32}$/.test(String(chainId))) throw new Error(`The wallet returned a malformed chain id: ${String(chainId)}`)
  return `${namespace}:${chainId}:${address}`
}
