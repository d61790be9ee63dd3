import { erc20Abi, erc721Abi, getAddress, type PublicClient } from 'viem'

export interface TokenMeta {
  address: string
  standard: 'erc20' | 'erc721'
  name: string
  symbol: string
  decimals: number
}

export interface NftMeta {
  address: string
  tokenId: bigint
  name: string | null
  /** The metadata's image (a data: URI for the local test NFT), or null. */
  image: string | null
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

/** The name and image of a tokenURI that is a `data:application/json` URI (base64 or percent-encoded); else nulls. */
export function parseTokenUri(uri: string): { name: string | null; image: string | null } {
  const match = /^data:application\/json(;[^,]*)?,(.*)$/s.exec(uri)
  if (!match) return { name: null, image: null }
  try {
    const body = match[2] ?? ''
    const json: unknown = JSON.parse(match[1]?.includes('base64') ? Buffer.from(body, 'base64').toString('utf8') : decodeURIComponent(body))
    if (typeof json !== 'object' || json === null) return { name: null, image: null }
    const { name, image } = json as { name?: unknown; image?: unknown }
    return { name: text(name), image: text(image) }
  } catch {
    return { name: null, image: null }
  }
}

/** name(), symbol() and (ERC-20) decimals() of a token contract; a call that fails gives a placeholder. */
export async function readTokenMeta(client: PublicClient, address: string, standard: TokenMeta['standard']): Promise<TokenMeta> {
  const contract = { address: getAddress(address), abi: standard === 'erc20' ? erc20Abi : erc721Abi } as const
  const [name, symbol, decimals] = await Promise.all([
    client.readContract({ ...contract, functionName: 'name' }).catch(() => null),
    client.readContract({ ...contract, functionName: 'symbol' }).catch(() => null),
    standard === 'erc20' ? client.readContract({ address: contract.address, abi: erc20Abi, functionName: 'decimals' }).catch(() => 0) : Promise.resolve(0),
  ])
  return { address, standard, name: text(name) ?? `Token ${address.slice(0, 8)}`, symbol: text(symbol) ?? 'UNKNOWN', decimals: Number(decimals) }
}

/** The tokenURI metadata of an ERC-721 token (name and image), nulls when it has none or is not a data: URI. */
export async function readNftMeta(client: PublicClient, address: string, tokenId: bigint): Promise<NftMeta> {
  const uri = await client.readContract({ address: getAddress(address), abi: erc721Abi, functionName: 'tokenURI', args: [tokenId] }).catch(() => '')
  return { address, tokenId, ...parseTokenUri(uri) }
}
