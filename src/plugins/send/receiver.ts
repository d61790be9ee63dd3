import * as z from 'zod/mini'
import { isAddress } from 'viem'
import { HttpError, type HttpClient } from 'gangway/plugin'

/** §5: an EVM address is 40 hex characters with an optional 0x (checked with viem, any letter case). */
const isEvmAddress = (value: string): boolean => isAddress(value.startsWith('0x') ? value : `0x${value}`, { strict: false })
/** An object of `value`s by any key (z.record's shape, kept out of zod's heavier record type). */
const stringRecord = <T extends z.ZodMiniType>(value: T) => z.catchall(z.object({}), value)

export type ReceiverInput =
  | { readonly kind: 'empty' }
  | { readonly kind: 'address'; readonly address: string }
  | { readonly kind: 'name'; readonly name: string }
  | { readonly kind: 'invalid' }

/** Labels of letters, digits and hyphens, joined by dots: 'alice', 'gangway-dev.eth'. */
const NAME = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*$/u

/** §5: a Solana address is 32 to 44 base58 characters. */
export const isSolanaAddress = (value: string): boolean => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)

/**
 * What the receiver field holds: an EVM address (§5: 40 hex characters, 0x optional; given back with 0x),
 * a name to look up, or neither. Anything starting with 0x that is not an address is invalid, not a name.
 * On Solana only a Solana address is taken (§9: names are EVM only).
 */
export function classifyReceiver(text: string, namespace: string = 'eip155'): ReceiverInput {
  const value = text.trim()
  if (value === '') return { kind: 'empty' }
  if (namespace === 'solana') return isSolanaAddress(value) ? { kind: 'address', address: value } : { kind: 'invalid' }
  if (isEvmAddress(value)) return { kind: 'address', address: value.startsWith('0x') ? value : `0x${value}` }
  if (/^0x/i.test(value) || !NAME.test(value)) return { kind: 'invalid' }
  return { kind: 'name', name: value.toLowerCase() }
}

/** GET /v1/profile/account/{name}?apiVersion=2: the name's addresses by coin type, and its attributes. */
const profileSchema = z.object({
  name: z.string(),
  addresses: stringRecord(z.object({ address: z.string() })),
  attributes: z.optional(z.nullable(stringRecord(z.unknown()))),
})

export interface ResolvedName {
  readonly name: string
  readonly address: string
  readonly avatar: string | undefined
}

/** Ethereum's SLIP-44 coin type; other EVM chains use their chain id with the high bit set (ENSIP-11). */
const ETHEREUM_COIN_TYPE = '60'
const evmCoinType = (chainId: number | string): string | undefined =>
  typeof chainId === 'number' && chainId > 1 && chainId < 0x80000000 ? String((0x80000000 | chainId) >>> 0) : undefined

/**
 * Looks a name up on the chain-data API: its address for this chain (or Ethereum's), or undefined when
 * there is no such name (404) or it has no EVM address. Any other failure is thrown.
 */
export async function resolveName(chainData: HttpClient, name: string, chainId: number | string): Promise<ResolvedName | undefined> {
  let profile: z.infer<typeof profileSchema>
  try {
    profile = await chainData.get(`/v1/profile/account/${encodeURIComponent(name)}`, { params: { apiVersion: 2 }, schema: profileSchema })
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return undefined
    throw error
  }
  const coinType = evmCoinType(chainId)
  const address = (coinType ? profile.addresses[coinType]?.address : undefined) ?? profile.addresses[ETHEREUM_COIN_TYPE]?.address
  if (!address || !isEvmAddress(address) || !address.startsWith('0x')) return undefined
  const avatar = profile.attributes?.['avatar']
  return { name: profile.name, address, avatar: typeof avatar === 'string' && avatar !== '' ? avatar : undefined }
}
