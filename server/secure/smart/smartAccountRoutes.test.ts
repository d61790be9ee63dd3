import { toHex, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_POINT_07 } from '../../chain/aa/aaAddresses'
import { gangwayAccountAddress } from '../../chain/aa/gangwayAccountAddress'
import { AA_ACCOUNTS } from '../../chain/aa/planAccountAbstraction'
import { startBundler, type BundlerHandle } from '../../chain/bundler/startBundler'
import { bundlerTargets } from '../../chain/bundler/startLocalBundlers'
import type { LocalChain } from '../../chain/chains'
import { createChainDataApp } from '../../chain/createChainDataApp'
import { testAccount } from '../../chain/deployContracts'
import type { LocalChainsInfo } from '../../chain/localChainsInfo'
import { SLOW_SETUP_MS } from '../../testing/hookTimeouts'
import { startDeployedChain, type DeployedChain } from '../../testing/deployedChain'
import { useSecureSite } from '../testing/useSecureSite'
import type { SmartAccountSetup } from './smartAccountChains'

// Spare ports, away from the cloud's and the other suites' (see server/README.md).
const CHAIN: LocalChain = { id: 31337, name: 'Gangway Local', rpcPort: 30245 }
const BUNDLER_PORT = 30246
/** Known to the secure site, but without the ERC-4337 contracts. */
const PLAIN: LocalChain = { id: 31338, name: 'Gangway Local 2', rpcPort: 30247 }
const key = (index: number): Hex => toHex(testAccount(index).getHdKey().privateKey!)

describe('the secure site: GET_SMART_ACCOUNT_ENABLED_NETWORKS and INIT_SMART_ACCOUNT (POST /api/smart-account/…)', () => {
  let local: DeployedChain
  let bundler: BundlerHandle
  let chainData: ReturnType<typeof createChainDataApp> | undefined
  let info: LocalChainsInfo = { chains: [] }
  // Filled in once the chain runs (the site is built before it).
  const setup: SmartAccountSetup = {
    chainDataUrl: 'http://chain-data.test',
    get info() {
      return info
    },
    fetch: async (url, init) => (chainData ? chainData.request(url, init) : Promise.reject(new TypeError('fetch failed'))),
  }
  const site = useSecureSite({ localChains: [CHAIN, PLAIN], site: { smartAccounts: setup } })
  beforeAll(async () => {
    local = await startDeployedChain(CHAIN)
    bundler = await startBundler({ chainId: CHAIN.id, rpcUrl: local.anvil.rpcUrl, port: BUNDLER_PORT, entryPoint: ENTRY_POINT_07, executorKey: key(AA_ACCOUNTS.bundlerExecutor), utilityKey: key(AA_ACCOUNTS.bundlerUtility), log: () => {} })
    info = local.info
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await bundler?.stop()
    await local?.stop()
  })

  it('lists the chains with the EntryPoint and a bundler that answers; none while chain data cannot reach it', async () => {
    chainData = createChainDataApp(site.db, { chains: [CHAIN], localChains: info, log: () => {}, bundlers: bundlerTargets(info, () => bundler.url) })
    const answer = await site.post('smart-account/networks')
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ smartAccountEnabledNetworks: [CHAIN.id] })
    const saved = chainData
    chainData = undefined
    expect(await (await site.post('smart-account/networks')).json()).toEqual({ smartAccountEnabledNetworks: [] })
    chainData = saved
  })

  it("answers the signed-in wallet's counterfactual smart account, not yet deployed; refuses a chain without smart accounts", async () => {
    const token = await site.login('smart@example.com', 'device-smart-1')
    const user = (await (await site.post('user', {}, token)).json()) as { address: `0x${string}` }
    const init = await site.post('smart-account/init', { chainId: CHAIN.id }, token)
    expect(init.status).toBe(200)
    expect(await init.json()).toEqual({ address: gangwayAccountAddress(user.address), isDeployed: false })
    const plain = await site.post('smart-account/init', { chainId: PLAIN.id }, token)
    expect(plain.status).toBe(400)
    expect(await plain.json()).toMatchObject({ message: `Smart accounts are not enabled on chain ${PLAIN.id}` })
    expect((await site.post('smart-account/init', { chainId: CHAIN.id })).status).toBe(401)
  })
})
