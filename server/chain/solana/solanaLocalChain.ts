import { PORTS } from '../../ports'

/** The local Solana chain's identity: a fixed genesis hash, so its CAIP-2 id (the hash's first 32 characters) is stable. */
export interface SolanaLocalChain {
  name: string
  /** base58(sha256('gangway-solana-local')). */
  genesisHash: string
  /** 'solana:' and the genesis hash's first 32 characters (gangway/networks' solanaLocal). */
  caipNetworkId: string
  rpcPort: number
  wsPort: number
}

const GENESIS_HASH = '5fp3J9jKX6jt6hUcoPTeiKfVdGsGBdvqJZNjjm446GuW'

/** The reference cloud's Solana chain (8899 and 8900, as solana-test-validator): kept equal to gangway/networks' solanaLocal by a test. */
export const SOLANA_LOCAL: SolanaLocalChain = {
  name: 'Gangway Solana Local',
  genesisHash: GENESIS_HASH,
  caipNetworkId: `solana:${GENESIS_HASH.slice(0, 32)}`,
  rpcPort: PORTS.solanaRpc,
  wsPort: PORTS.solanaWs,
}

/** The SPL test token, the Solana twin of the EVM gUSD. */
export const SOLANA_GUSD = { symbol: 'gUSD', name: 'Gangway USD', decimals: 6 } as const

export const LAMPORTS_PER_SOL = 1_000_000_000n
/** What each funded test key starts with. */
export const FUNDED_SOL = 100n
/** gUSD minted to each of the first TOKEN_HOLDERS funded keys. */
export const TOKEN_HOLDER_GUSD = 10_000n
export const TOKEN_HOLDERS = 5
/** The mint authority's SOL, enough to pay for minting more. */
export const MINT_AUTHORITY_SOL = 10n
/** Phantom's and Solflare's path; {index} is the key index. */
export const SOLANA_DERIVATION_PATH = "m/44'/501'/{index}'/0'"
