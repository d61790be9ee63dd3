import { verifyMessage, type Address, type Hex, type PublicClient } from 'viem'
import type { LocalChain } from '../chains'
import { NameRefusal } from './nameRefusal'

export interface SignedNameMessage {
  /** The chain of the registration's coin type. */
  readonly chainId: number
  readonly address: Address
  readonly message: string
  readonly signature: Hex
}

/** Whether `address` signed `message` (personal_sign) on that chain; a refusal when it cannot be told. */
export type NameSignatureVerifier = (signed: SignedNameMessage) => Promise<boolean>

/**
 * On a local chain the signature is checked as the chain sees it (viem's public client: ECDSA, a deployed smart
 * account's ERC-1271, an undeployed one's ERC-6492), so a smart account registers too; on any other chain, where
 * this service has no node, by ECDSA recovery only. A local chain that does not answer (and a signature that is
 * no plain ECDSA one of the address) → 502 SIGNATURE_UNCHECKABLE.
 */
export function nameSignatureVerifier(
  chains: readonly LocalChain[],
  clientOf: (chain: LocalChain) => PublicClient,
  log: (line: string) => void,
): NameSignatureVerifier {
  return async ({ chainId, address, message, signature }) => {
    const chain = chains.find((candidate) => candidate.id === chainId)
    if (!chain) return verifyMessage({ address, message, signature }).catch(() => false)
    try {
      return await clientOf(chain).verifyMessage({ address, message, signature })
    } catch (error) {
      log(`names: signature check on chain ${chainId} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
      throw new NameRefusal('SIGNATURE_UNCHECKABLE', 502)
    }
  }
}
