import { erc20Abi, type Address } from 'viem'
import { createChainDataApp } from '../../chain/createChainDataApp'
import type { LocalChain } from '../../chain/chains'
import type { Db } from '../../db/Db'
import { startDeployedChain, type DeployedChain } from '../../testing/deployedChain'
import { openSeededDb } from '../../testing/openSeededDb'
import { createPaymentProviderApp } from '../createPaymentProviderApp'
import { seedExchangeBalances } from '../exchange/exchangeLedger'

export const PROVIDER_URL = 'http://127.0.0.1:3006'

/** For tests: a deployed chain on its own port, a seeded in-memory database, the chain-data service and the provider on it. */
export interface PaymentCloud {
  local: DeployedChain
  db: Db
  chainData: ReturnType<typeof createChainDataApp>
  provider: ReturnType<typeof createPaymentProviderApp>
  /** The services' clock is Date.now() + offsetMs: tests move it forward. */
  clock: { offsetMs: number }
  /** gUSD, gEUR and 'native' balances of an address. */
  balance(address: Address, token: 'gUSD' | 'gEUR' | 'ETH'): Promise<bigint>
  stop(): Promise<void>
}

export async function startPaymentCloud(chain: LocalChain): Promise<PaymentCloud> {
  const [db, local] = await Promise.all([openSeededDb(), startDeployedChain(chain)])
  await seedExchangeBalances(db)
  const clock = { offsetMs: 0 }
  const now = () => Date.now() + clock.offsetMs
  const log = () => {}
  const options = { chains: [chain], localChains: local.info, log, now }
  return {
    local,
    db,
    clock,
    chainData: createChainDataApp(db, { ...options, paymentProviderUrl: PROVIDER_URL }),
    provider: createPaymentProviderApp(db, options),
    balance: (address, token) =>
      token === 'ETH'
        ? local.client.getBalance({ address })
        : local.client.readContract({ address: token === 'gUSD' ? local.deployed.token.address : local.deployed.gEur.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
    stop: async () => {
      await local.stop()
      await db.close()
    },
  }
}
