/** CAIP-2 network ids, CAIP-10 addresses and the §5 string recognisers. Pure functions, no state. */
import { CaipError } from './errors/caip'
import type { CaipNetworkId, ChainNamespace } from './types'

export const CHAIN_NAMESPACES: readonly ChainNamespace[] = Object.freeze(['eip155', 'solana', 'polkadot', 'bip122'])

export interface ParsedCaipNetworkId {
  readonly namespace: ChainNamespace
  readonly reference: string
}

export interface ParsedCaipAddress extends ParsedCaipNetworkId {
  readonly address: string
  readonly caipNetworkId: CaipNetworkId
}

export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value)
}

/** Splits into exactly `count` non-empty parts with a known namespace first, else undefined. */
function split(value: unknown, count: number): [ChainNamespace, ...string[]] | undefined {
  if (typeof value !== 'string') return undefined
  const parts = value.split(':')
  if (parts.length !== count || parts.some((part) => part === '')) return undefined
  const [namespace, ...rest] = parts
  return isChainNamespace(namespace) ? [namespace, ...rest] : undefined
}

/** `eip155:1` → { namespace: 'eip155', reference: '1' }; anything else throws 'Invalid CAIP-2 network id'. */
export function parseCaipNetworkId(id: string): ParsedCaipNetworkId {
  const parts = split(id, 2)
  if (!parts) throw new CaipError('INVALID_CAIP_2', { input: String(id) })
  const [namespace, reference = ''] = parts
  return { namespace, reference }
}

export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  return split(value, 2) !== undefined
}

/** `eip155:1:0xabc…` → its parts; anything else throws 'Invalid CAIP-10 address'. */
export function parseCaipAddress(value: string): ParsedCaipAddress {
  const parts = split(value, 3)
  if (!parts) throw new CaipError('INVALID_CAIP_10', { input: String(value) })
  const [namespace, reference = '', address = ''] = parts
  return { namespace, reference, address, caipNetworkId: `${namespace}:${reference}` }
}

export function isCaipAddress(value: unknown): boolean {
  return split(value, 3) !== undefined
}

/** Recognised by its prefix only (§5). */
export function isHttpUrl(value: string): boolean {
  return value.startsWith('http://') || value.startsWith('https://')
}

/** 64 hex digits with an optional 0x. */
export function isTransactionHash(value: string): boolean {
  return /^(0x)?[0-9a-fA-F]{64}$/.test(value)
}

/** 62 or more hex digits with an optional 0x. */
export function isSignedMessage(value: string): boolean {
  return /^(0x)?[0-9a-fA-F]{62,}$/.test(value)
}
