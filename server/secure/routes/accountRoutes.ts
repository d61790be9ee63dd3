import { Hono } from 'hono'
import { ApiError } from '../http/apiError'
import { rpcBody, userBody } from '../http/bodySchemas'
import { parseBody } from '../http/parseBody'
import { requireSession } from '../http/requireSession'
import type { SecureEnv } from '../http/secureEnv'
import { resolveChain } from '../rpc/resolveChain'
import { walletRpc } from '../rpc/walletRpc'
import type { SecureContext } from '../secureContext'
import { deleteSession } from '../store/sessions'
import { ensureWallet, walletAccount } from '../store/wallets'

/** The signed-in user (Bearer): who they are, sign-out, and the embedded wallet's JSON-RPC. */
export function accountRoutes(ctx: SecureContext): Hono<SecureEnv> {
  const app = new Hono<SecureEnv>()
  const session = requireSession(ctx)
  const chainOf = (value: unknown) => {
    const chain = resolveChain(ctx.chains, value)
    if (!chain) throw new ApiError(400, `Unsupported chain: ${String(value)}`)
    return chain
  }

  app.post('/api/user', session, async (c) => {
    const { chainId } = parseBody(c, userBody)
    const user = c.get('user')
    const chain = chainId === undefined ? ctx.chains[0] : chainOf(chainId)
    const address = await ensureWallet(ctx, user.id)
    return c.json({
      ...(user.email !== null && { email: user.email }),
      address,
      chainId: chain?.id ?? null,
      ...(user.userName !== null && { userName: user.userName }),
      ...(user.authProvider !== null && { authProvider: user.authProvider }),
    })
  })
  app.post('/api/sign-out', session, async (c) => {
    await deleteSession(ctx, c.get('user').tokenHash)
    return c.json({})
  })
  app.post('/api/rpc', session, async (c) => {
    const { method, params, chainId } = parseBody(c, rpcBody)
    const chain = chainOf(chainId)
    const account = await walletAccount(ctx, c.get('user').id)
    if (!account) throw new ApiError(409, 'No wallet for this user')
    return c.json({ result: await walletRpc({ account, chain, method, params }) })
  })
  return app
}
