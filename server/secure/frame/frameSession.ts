import type { FrameRequestPayload } from '../../../src/protocol/frameEvents'
import { isSolanaChainId } from '../../../src/protocol/solanaIds'
import type { FrameApi } from './frameApi'
import type { FrameStorage } from './frameStorage'
import type { SocialResults } from './socialResults'

/** Everything the request handlers share inside one frame page. */
export interface FrameSession {
  readonly api: FrameApi
  readonly storage: FrameStorage
  /** The chains the secure site knows (the page's data-chains): EIP-155 ids, and Solana clusters' CAIP-2 ids. */
  readonly chains: readonly FrameChainId[]
  /** The wallet's current chain; starts at the frame URL's chainId when known. */
  chainId: FrameChainId
  /** RPC requests in flight, aborted together by RPC_ABORT. */
  readonly inFlight: Set<AbortController>
  /** Last SYNC_THEME / SYNC_DAPP_DATA payloads. */
  theme: unknown
  dappData: unknown
  /** The page follows the modal's theme (SYNC_THEME). */
  applyTheme(theme: FrameRequestPayload<'SYNC_THEME'>): void
  /** The popup's social-login result, posted to this frame by the secure site's callback page. */
  readonly socialResults: SocialResults
  reload(): void
  sleep(ms: number): Promise<void>
  now(): number
  log(...args: unknown[]): void
}

/** An EVM chain's id (a number), or a Solana cluster's CAIP-2 id ('solana:<ref>'). */
export type FrameChainId = number | string

/** A chain id as the kit sends it (number, decimal or hex string, or eip155:<id>) → number, or undefined. */
export function chainNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined
  if (typeof value !== 'string') return undefined
  const text = value.startsWith('eip155:') ? value.slice(7) : value
  if (!/^(0x[0-9a-fA-F]{1,14}|[1-9]\d{0,15})$/.test(text)) return undefined
  return Number(text)
}

/** A chain id as the kit sends it → an EVM chain's number, a Solana CAIP-2 id as it is, or undefined. */
export function chainRef(value: unknown): FrameChainId | undefined {
  return chainNumber(value) ?? (isSolanaChainId(value) ? value : undefined)
}

/** The page's data-chains ('31337,31338,solana:<ref>') as the frame's chain ids. */
export function parseFrameChains(text: string): FrameChainId[] {
  return text.split(',').flatMap((part) => {
    const id = chainRef(/^\d+$/.test(part) ? Number(part) : part)
    return id === undefined ? [] : [id]
  })
}

/** The initial chain: the URL's chainId if the site knows it, else the last one used, else the first known chain. */
export function initialChainId(chains: readonly FrameChainId[], fromUrl: string, stored: string | undefined): FrameChainId {
  for (const candidate of [chainRef(fromUrl), chainRef(stored)]) {
    if (candidate !== undefined && chains.includes(candidate)) return candidate
  }
  return chains[0] ?? 1
}
