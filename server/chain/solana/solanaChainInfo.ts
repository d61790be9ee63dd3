import { createRequire } from 'node:module'
import { SOLANA_TEST_ACCOUNTS } from '../../../src/protocol/solanaTestKeys'
import type { LocalSolanaChainInfo } from '../localChainsInfo'
import type { SolanaSeed } from './seedSolanaLedger'
import { FUNDED_SOL, SOLANA_DERIVATION_PATH, SOLANA_GUSD, TOKEN_HOLDERS, type SolanaLocalChain } from './solanaLocalChain'
import { RUNTIME_VERSION } from './solanaRpcMethods'

const litesvmVersion = (): string => (createRequire(import.meta.url)('litesvm/package.json') as { version: string }).version

/** What runs: 'litesvm 1.4.1 (Solana runtime 4.2.1)'. */
export const solanaRuntime = (): string => `litesvm ${litesvmVersion()} (Solana runtime ${RUNTIME_VERSION})`

/** The local-chains.json entry of the running Solana chain. */
export function solanaChainInfo(chain: SolanaLocalChain, running: { rpcUrl: string; wsUrl: string; seed: SolanaSeed }): LocalSolanaChainInfo {
  return {
    name: chain.name,
    caipNetworkId: chain.caipNetworkId,
    genesisHash: chain.genesisHash,
    rpcUrl: running.rpcUrl,
    wsUrl: running.wsUrl,
    runtime: solanaRuntime(),
    tokens: [{ mint: running.seed.mint, symbol: SOLANA_GUSD.symbol, name: SOLANA_GUSD.name, decimals: SOLANA_GUSD.decimals, standard: 'spl-token', mintAuthority: running.seed.mintAuthority }],
    fundedKeys: { derivationPath: SOLANA_DERIVATION_PATH, first: 0, count: SOLANA_TEST_ACCOUNTS.fundedCount, sol: Number(FUNDED_SOL), tokenHolders: TOKEN_HOLDERS },
  }
}
