import { HttpRequestError, TimeoutError, verifyMessage, type Address, type Hex, type PublicClient } from 'viem'
import { caip2, type LocalChain } from '../chains'
import { SiwxRefusal } from './siwxRefusal'

/** Whether `signature` is the address's over `message`; a chain that does not answer is a 502, not a false. */
export type SignatureCheck = (input: { caipNetworkId: string; address: Address; message: string; signature: Hex }) => Promise<boolean>

/**
 * On a chain this service serves, the chain verifies (viem's verifyMessage action: an EOA's signature, a deployed
 * smart account's ERC-1271 answer, or an undeployed one's ERC-6492 wrapper); on any other eip155 chain only an EOA's
 * signature can be recovered, offline.
 */
export function siwxSignatureCheck(chains: readonly LocalChain[], client: (chain: LocalChain) => PublicClient): SignatureCheck {
  return async ({ caipNetworkId, address, message, signature }) => {
    const chain = chains.find((candidate) => caip2(candidate) === caipNetworkId)
    try {
      return chain ? await client(chain).verifyMessage({ address, message, signature }) : await verifyMessage({ address, message, signature })
    } catch (error) {
      if (error instanceof HttpRequestError || error instanceof TimeoutError || (error instanceof Error && error.name === 'HttpRequestError')) throw new SiwxRefusal('CHAIN_UNREACHABLE', 502)
      return false
    }
  }
}
