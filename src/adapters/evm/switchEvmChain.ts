import type { Eip1193Provider } from '../../kernel/adapterTypes'
import type { CaipNetwork } from '../../kernel/types'
import { PROVIDER_CODES, ProviderRpcError } from '../../kernel/errors/provider'
import { isInvalidChainId, needsAddChain } from './providerErrors'
import { toHexChainId } from './parseChainId'

/** wallet_addEthereumChain params for a configured network (EIP-3085). */
export function addChainParams(network: CaipNetwork): Record<string, unknown> {
  const explorer = network.blockExplorers?.default.url
  return {
    chainId: toHexChainId(network.id),
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}

/**
 * §4, §8: asks the wallet to switch; a wallet that does not know the chain (4902) gets
 * wallet_addEthereumChain, then the switch again; 32603 says the chain id is invalid. A rejection keeps
 * its error (code 4001).
 */
export async function switchEvmChain(provider: Eip1193Provider, network: CaipNetwork): Promise<void> {
  const switchParams = [{ chainId: toHexChainId(network.id) }]
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: switchParams })
  } catch (error) {
    if (isInvalidChainId(error) && !needsAddChain(error)) throw new ProviderRpcError(PROVIDER_CODES.invalidChainId, { values: { chainId: toHexChainId(network.id) }, cause: error })
    if (!needsAddChain(error)) throw error
    await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParams(network)] })
    await provider.request({ method: 'wallet_switchEthereumChain', params: switchParams })
  }
}
