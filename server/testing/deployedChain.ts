import { createPublicClient, createWalletClient, http, type Hash, type PublicClient, type TransactionReceipt, type WalletClient } from 'viem'
import type { Account } from 'viem/accounts'
import { startAnvil, type AnvilHandle } from '../chain/anvil'
import { rpcUrl, type LocalChain } from '../chain/chains'
import { deployLocalContracts, testAccount, viemChain, type DeployedContracts } from '../chain/deployContracts'
import { localChainInfo, type LocalChainsInfo } from '../chain/localChainsInfo'

/** For tests: a fresh anvil on a spare port with the test contracts deployed, and clients to act on it. */
export interface DeployedChain {
  chain: LocalChain
  /** Replaceable (a test may restart the chain); stop() stops the current one. */
  anvil: AnvilHandle
  deployed: DeployedContracts
  /** local-chains.json content for this one chain. */
  info: LocalChainsInfo
  client: PublicClient
  /** A wallet client for mnemonic account #index. */
  wallet(index: number): WalletClient<ReturnType<typeof http>, ReturnType<typeof viemChain>, Account>
  /** Waits for the receipt of a transaction; returns it (not checked). */
  mined(hash: Hash | Promise<Hash>): Promise<TransactionReceipt>
  stop(): Promise<void>
}

export async function startDeployedChain(chain: LocalChain): Promise<DeployedChain> {
  const anvil = await startAnvil(chain)
  try {
    const deployed = await deployLocalContracts(chain)
    const transport = http(rpcUrl(chain))
    const client = createPublicClient({ chain: viemChain(chain), transport, pollingInterval: 50, cacheTime: 0 })
    const local: DeployedChain = {
      chain,
      anvil,
      deployed,
      info: { chains: [localChainInfo(chain, deployed)] },
      client,
      wallet: (index) => createWalletClient({ chain: viemChain(chain), transport, account: testAccount(index) }),
      mined: async (hash) => client.waitForTransactionReceipt({ hash: await hash, timeout: 20_000 }),
      stop: () => local.anvil.stop(),
    }
    return local
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
