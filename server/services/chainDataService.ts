import { AA_ACCOUNTS } from '../chain/aa/planAccountAbstraction'
import { externalBundler } from '../chain/bundler/bundlerConfig'
import { bundlerTargets, localBundlerUrl } from '../chain/bundler/startLocalBundlers'
import { LOCAL_CHAINS } from '../chain/chains'
import { swapAggregatorConfig } from '../chain/convert/swapAggregatorConfig'
import { createChainDataApp } from '../chain/createChainDataApp'
import { testAccount } from '../chain/deployContracts'
import type { ChainIndexer } from '../chain/indexer/createIndexer'
import type { LocalChainsInfo } from '../chain/localChainsInfo'
import { paymasterTargets } from '../chain/paymaster/paymasterRoutes'
import type { SpamTokens } from '../data/spamTokens'
import type { Db } from '../db/Db'
import type { FetchApp } from '../http/listen'

export interface ChainDataServiceOptions {
  localChains: LocalChainsInfo
  /** GANGWAY_SWAP_AGGREGATOR_URL, GANGWAY_BUNDLER_URL. */
  env: Readonly<Record<string, string | undefined>>
  indexer?: ChainIndexer | undefined
  spamTokens?: SpamTokens | undefined
  log: (line: string) => void
}

/**
 * The chain-data service as the cloud runs it: swaps forwarded to the configured aggregator (if any), user
 * operations to the configured bundler or else each local chain's own, and the paymaster's dev signer (mnemonic #41,
 * loopback only) for the chains with the ERC-4337 contracts. Shared by start.ts (all in one) and serve.ts (alone).
 */
export function chainDataService(db: Db, options: ChainDataServiceOptions): FetchApp {
  const { localChains, env, log } = options
  const swapAggregator = swapAggregatorConfig(env)
  const remoteBundler = externalBundler(env)
  const bundlerUrlOf = (chainId: number): string | undefined => {
    if (remoteBundler) return remoteBundler.urlFor(chainId)
    const chain = LOCAL_CHAINS.find((candidate) => candidate.id === chainId)
    return chain && localBundlerUrl(chain)
  }
  const bundlers = bundlerTargets(localChains, bundlerUrlOf)
  // The local chains' VerifyingPaymaster trusts mnemonic #41: a dev key, held here because every service is on loopback.
  const paymasterSigner = testAccount(AA_ACCOUNTS.paymasterSigner)
  const paymaster = { signer: paymasterSigner, targets: paymasterTargets(localChains, paymasterSigner.address) }
  const sponsoring = Object.entries(paymaster.targets)
  if (sponsoring.length > 0) {
    log(
      `paymaster (ERC-7677, POST /v1/paymaster): signs VerifyingPaymaster sponsorships on ${sponsoring.map(([id, target]) => `${id} ${target.paymaster}`).join(', ')} ` +
        `for projects with gas sponsorship on (seeded: gangway-sponsored); verifying signer ${paymasterSigner.address} (mnemonic #${AA_ACCOUNTS.paymasterSigner}), a dev key: loopback only`,
    )
  }
  return createChainDataApp(db, { log, localChains, indexer: options.indexer, spamTokens: options.spamTokens, swapAggregator, bundlers, paymaster })
}
