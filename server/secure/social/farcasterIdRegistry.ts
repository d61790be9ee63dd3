import { createPublicClient, http, isAddressEqual, parseAbi, verifyMessage, type Address, type Hex } from 'viem'
import { optimism } from 'viem/chains'
import { FARCASTER_TEST_CUSTODY } from '../../idp/farcasterAccounts'
import { ApiError } from '../http/apiError'
import type { OutboundFetch } from './socialClient'
import { SOCIAL_ERRORS } from './socialErrors'

export interface SignedMessage {
  address: Address
  message: string
  signature: Hex
}

/** Who owns a Farcaster id: the chain's IdRegistry, or the local stand-in's test accounts. */
export interface FarcasterIdRegistry {
  /** True when `address` is the custody address of `fid`. */
  custodyOwnsFid(address: Address, fid: number): Promise<boolean>
  /** The signature check; absent: plain ECDSA (an EOA custody address). */
  verifyMessage?(signed: SignedMessage): Promise<boolean>
}

/** Farcaster's IdRegistry on OP Mainnet. */
export const FARCASTER_ID_REGISTRY_ADDRESS = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'
const ID_REGISTRY_ABI = parseAbi(['function idOf(address owner) view returns (uint256)'])

/** ECDSA only: the message's address signed it. */
export async function verifyEcdsaMessage(signed: SignedMessage): Promise<boolean> {
  try {
    return await verifyMessage(signed)
  } catch {
    return false
  }
}

/** The local relay stand-in's accounts (server/idp/farcasterAccounts.ts), or any fid → custody map (tests). */
export function localFarcasterIdRegistry(custody: ReadonlyMap<number, Address> = FARCASTER_TEST_CUSTODY): FarcasterIdRegistry {
  return {
    async custodyOwnsFid(address, fid) {
      const owner = custody.get(fid)
      return owner !== undefined && isAddressEqual(owner, address)
    },
  }
}

/**
 * The IdRegistry read over JSON-RPC (FARCASTER_ID_REGISTRY_RPC, an OP Mainnet node): `idOf(custody) == fid`.
 * Signatures are checked as the chain sees them (viem's verifyMessage: ECDSA, ERC-1271 and ERC-6492 custody
 * wallets). An unreachable node → 502 'Could not reach the Farcaster ID registry'.
 */
export function chainFarcasterIdRegistry(options: { rpcUrl: string; fetch?: OutboundFetch | undefined; log: (line: string) => void }): FarcasterIdRegistry {
  const outbound = options.fetch
  const client = createPublicClient({
    chain: optimism,
    transport: http(options.rpcUrl, {
      timeout: 10_000,
      retryCount: 1,
      ...(outbound && { fetchFn: (input: string | URL | Request, init?: RequestInit) => outbound(input instanceof Request ? input.url : String(input), init ?? {}) }),
    }),
  })
  const unreachable = (what: string, error: unknown): ApiError => {
    options.log(`secure site: Farcaster ID registry ${what} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
    return new ApiError(502, SOCIAL_ERRORS.registryUnreachable)
  }
  return {
    async custodyOwnsFid(address, fid) {
      try {
        const id = await client.readContract({ address: FARCASTER_ID_REGISTRY_ADDRESS, abi: ID_REGISTRY_ABI, functionName: 'idOf', args: [address] })
        return id === BigInt(fid)
      } catch (error) {
        throw unreachable('idOf', error)
      }
    },
    async verifyMessage(signed) {
      try {
        return await client.verifyMessage(signed)
      } catch (error) {
        throw unreachable('signature check', error)
      }
    },
  }
}
