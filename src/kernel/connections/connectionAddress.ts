import { isEvmAddress, isSolanaAddress } from '../addresses'
import { WalletError } from '../errors/wallet'
import type { CaipAddress, ChainNamespace } from '../types'

const ADDRESS_RULES: Partial<Record<ChainNamespace, (address: string) => boolean>> = {
  eip155: (address) => isEvmAddress(address) && address.startsWith('0x'),
  solana: isSolanaAddress,
}

/** The CAIP-10 address of what a wallet reported, checked with the §5 address rules of its namespace. */
export function connectionAddress(namespace: ChainNamespace, chainId: number | string, address: string): CaipAddress {
  const valid = ADDRESS_RULES[namespace] ?? ((value: string) => value.length > 0 && !value.includes(':'))
  if (!valid(address)) throw new WalletError('MALFORMED_ADDRESS', { values: { address } })
  if (!/^[-_a-zA-Z0-9]{1,32}$/.test(String(chainId))) throw new WalletError('MALFORMED_CHAIN_ID', { values: { chainId: String(chainId) } })
  return `${namespace}:${chainId}:${address}`
}
