/** A Solana CAIP-2 network id: 'solana:' and the cluster's genesis hash, base58, cut to at most 32 characters. */
export const isSolanaChainId = (value: unknown): value is string => typeof value === 'string' && /^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/.test(value)

/** §5 Solana address: 32 to 44 base58 characters. */
export const isSolanaAddress = (value: unknown): value is string => typeof value === 'string' && /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)

/** The local Solana chain's CAIP-2 id and name (gangway/networks' solanaLocal), for the reference cloud. */
export const LOCAL_SOLANA_CHAIN = { id: 'solana:5fp3J9jKX6jt6hUcoPTeiKfVdGsGBdvq', name: 'Gangway Solana Local' } as const
