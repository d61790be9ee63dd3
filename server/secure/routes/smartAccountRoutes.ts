import { Hono } from 'hono'
import { ApiError } from '../http/apiError'
import { preferredAccountBody, userBody } from '../http/bodySchemas'
import { parseBody } from '../http/parseBody'
import { requireSession } from '../http/requireSession'
import type { SecureEnv } from '../http/secureEnv'
import { resolveChain } from '../rpc/resolveChain'
import type { SecureContext } from '../secureContext'
import { smartAccountNetworks } from '../smart/smartAccountChains'
import { SmartAccountWallet } from '../smart/smartAccountWallet'
import { walletAccount } from '../store/wallets'
import { setPreferredAccountType } from '../store/accountPreference'
import { smartWalletOn } from '../smart/activeAccount'

/**
 * The embedded wallet's smart account (ERC-4337, SimpleAccount owned by the wallet's key): the networks that offer it
 * (GET_SMART_ACCOUNT_ENABLED_NETWORKS) and its address and deployment on one chain (INIT_SMART_ACCOUNT). Without a
 * smart-account set-up (no chains with the EntryPoint) no network offers it.
 */
export function smartAccountRoutes(ctx: SecureContext): Hono<SecureEnv> {
  const app = new Hono<SecureEnv>()
  app.post('/api/smart-account/networks', async (c) => {
    const networks = ctx.smartAccounts ? await smartAccountNetworks(ctx.smartAccounts, ctx.chains, c.get('project').id) : []
    return c.json({ smartAccountEnabledNetworks: networks })
  })
  app.post('/api/smart-account/init', requireSession(ctx), async (c) => {
    const { chainId } = parseBody(c, userBody)
    const chain = resolveChain(ctx.chains, chainId)
    if (!chain) throw new ApiError(400, `Unsupported chain: ${String(chainId)}`)
    const setup = ctx.smartAccounts
    const enabled = setup && (await smartAccountNetworks(setup, [chain], c.get('project').id)).includes(chain.id)
    if (!setup || !enabled) throw new ApiError(400, `Smart accounts are not enabled on chain ${chain.id}`)
    const owner = await walletAccount(ctx, c.get('user').id)
    if (!owner) throw new ApiError(409, 'No wallet for this user')
    return c.json(await new SmartAccountWallet(setup, chain, owner, c.get('project').id).init())
  })
  // SET_PREFERRED_ACCOUNT: the account the wallet answers with from now on (kept for the user); the smart account only
  // where the chain offers one.
  app.post('/api/smart-account/preferred', requireSession(ctx), async (c) => {
    const { type, chainId } = parseBody(c, preferredAccountBody)
    const chain = resolveChain(ctx.chains, chainId)
    if (!chain) throw new ApiError(400, `Unsupported chain: ${String(chainId)}`)
    const user = c.get('user')
    const owner = await walletAccount(ctx, user.id)
    if (!owner) throw new ApiError(409, 'No wallet for this user')
    const smart = smartWalletOn(ctx, chain, owner, c.get('project').id)
    if (type === 'smartAccount' && !smart) throw new ApiError(400, `Smart accounts are not enabled on chain ${chain.id}`)
    await setPreferredAccountType(ctx, user.id, type)
    return c.json({ type, address: type === 'smartAccount' && smart ? smart.address : owner.address })
  })
  return app
}
