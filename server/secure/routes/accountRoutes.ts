import { Hono } from 'hono'
import { isUnsafeWalletMethod } from '../../../src/protocol/walletMethods'
import { ApiError, ERRORS } from '../http/apiError'
import { approvalBody, rpcBody, siwxSignBody, userBody } from '../http/bodySchemas'
import { parseBody } from '../http/parseBody'
import { requireSession } from '../http/requireSession'
import type { SecureEnv } from '../http/secureEnv'
import { resolveChain } from '../rpc/resolveChain'
import { requestHash } from '../rpc/requestHash'
import { checkUnsafeRequest, walletRpc } from '../rpc/walletRpc'
import { SECURE_LIMITS, type SecureContext } from '../secureContext'
import { signSiwxMessage, SIWX_SIGN_ERRORS } from '../siwx/signSiwxMessage'
import { consumeApproval, createApproval } from '../store/approvals'
import { deleteSession, sessionCreatedAt } from '../store/sessions'
import { ensureWallet, walletAccount } from '../store/wallets'
import { setPreferredAccountType } from '../store/accountPreference'
import { accountsOf } from '../smart/accountsOf'
import { activeAccount, smartAccountChainIds } from '../smart/activeAccount'
import type { SmartAccountWallet } from '../smart/smartAccountWallet'
import { paymasterSponsors } from '../smart/smartAccountChains'

/** The signed-in user (Bearer): who they are, sign-out, and the embedded wallet's JSON-RPC. */
export function accountRoutes(ctx: SecureContext): Hono<SecureEnv> {
  const app = new Hono<SecureEnv>()
  const session = requireSession(ctx)
  const chainOf = (value: unknown) => {
    const chain = resolveChain(ctx.chains, value)
    if (!chain) throw new ApiError(400, `Unsupported chain: ${String(value)}`)
    return chain
  }

  // GET_USER: the kit may send the account type it prefers (its stored choice or its default, §9); it is kept.
  app.post('/api/user', session, async (c) => {
    const { chainId, preferredAccountType } = parseBody(c, userBody)
    const user = c.get('user')
    const chain = chainId === undefined ? ctx.chains[0] : chainOf(chainId)
    const signer = await ensureWallet(ctx, user.id)
    if (preferredAccountType) await setPreferredAccountType(ctx, user.id, preferredAccountType)
    const accounts = chain ? await accountsOf(ctx, user.id, await accountOf(user.id), chain, c.get('project').id) : { address: signer }
    return c.json({
      ...(user.email !== null && { email: user.email }),
      ...accounts,
      chainId: chain?.id ?? null,
      ...(user.userName !== null && { userName: user.userName }),
      ...(user.authProvider !== null && { authProvider: user.authProvider }),
    })
  })
  app.post('/api/sign-out', session, async (c) => {
    await deleteSession(ctx, c.get('user').tokenHash)
    return c.json({})
  })
  const accountOf = async (userId: string) => {
    const account = await walletAccount(ctx, userId)
    if (!account) throw new ApiError(409, 'No wallet for this user')
    return account
  }

  // The approval frame's Approve click: records the visitor's yes to this very request (§6).
  app.post('/api/approvals', session, async (c) => {
    const { method, params, chainId } = parseBody(c, approvalBody)
    const chain = chainOf(chainId)
    const user = c.get('user')
    const active = await activeAccount(ctx, user.id, await accountOf(user.id), chain, c.get('project').id)
    checkUnsafeRequest(active.address, method, params)
    return c.json({ approvalId: await createApproval(ctx, user.tokenHash, requestHash(method, params, chain.id)) })
  })
  // §3, §7 one-click sign-in: the host's sign-in message signed in the login step (the frame's GET_USER with siwxMessage).
  app.post('/api/siwx/sign', session, async (c) => {
    const { siwxMessage } = parseBody(c, siwxSignBody)
    const user = c.get('user')
    const created = await sessionCreatedAt(ctx, user.tokenHash)
    if (!created || ctx.now() - created.getTime() > SECURE_LIMITS.siwxLoginStepMs) throw new ApiError(403, SIWX_SIGN_ERRORS.notLoginStep)
    const owner = await accountOf(user.id)
    // The account in use on the message's chain signs: the smart account's signature verifies with ERC-1271/6492.
    const chain = resolveChain(ctx.chains, siwxMessage.chainId)
    const smart = chain && (await activeAccount(ctx, user.id, owner, chain, c.get('project').id))
    const signer = smart?.type === 'smartAccount' && smart.smart ? smartSigner(smart.smart) : { address: owner.address, signMessage: (message: string) => owner.signMessage({ message }) }
    return c.json(await signSiwxMessage({ account: signer, chains: ctx.chains, parentOrigin: c.get('parentOrigin') }, siwxMessage))
  })
  app.post('/api/rpc', session, async (c) => {
    const { method, params, chainId, approvalId } = parseBody(c, rpcBody)
    const chain = chainOf(chainId)
    const user = c.get('user')
    if (isUnsafeWalletMethod(method)) {
      const approved = approvalId !== undefined && (await consumeApproval(ctx, approvalId, user.tokenHash, requestHash(method, params, chain.id)))
      if (!approved) throw new ApiError(403, ERRORS.approvalRequired)
    }
    const active = await activeAccount(ctx, user.id, await accountOf(user.id), chain, c.get('project').id)
    const setup = ctx.smartAccounts
    const projectId = c.get('project').id
    const sponsors = (id: number) => (setup ? paymasterSponsors(setup, projectId, id) : Promise.resolve(false))
    const smart = active.smart && { wallet: active.smart, active: active.type === 'smartAccount', networks: smartAccountChainIds(ctx), sponsors }
    return c.json({ result: await walletRpc({ account: active.owner, chain, method, params, smart }) })
  })
  return app
}

const smartSigner = (wallet: SmartAccountWallet) => ({ address: wallet.address, signMessage: (message: string) => wallet.signMessage(message) })
