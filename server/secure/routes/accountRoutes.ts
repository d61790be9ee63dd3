import { Hono } from 'hono'
import { isUnsafeSolanaMethod, isUnsafeWalletMethod } from '../../../src/protocol/walletMethods'
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
import { resolveSolanaChain, type SolanaChain, type SolanaSetup } from '../solana/solanaChains'
import type { SolanaSendOptions } from '../solana/solanaParams'
import { solanaAccountsOf } from '../solana/solanaAccounts'
import { sendSolanaTransaction } from '../solana/sendSolanaTransaction'
import { checkSolanaRequest, SOLANA_WALLET_METHODS, solanaWalletRpc } from '../solana/solanaWalletRpc'
import { ensureSolanaWallet, solanaSigner } from '../store/solanaWallets'

/** The signed-in user (Bearer): who they are, sign-out, and the embedded wallet's JSON-RPC. */
export function accountRoutes(ctx: SecureContext): Hono<SecureEnv> {
  const app = new Hono<SecureEnv>()
  const session = requireSession(ctx)
  const chainOf = (value: unknown) => {
    const chain = resolveChain(ctx.chains, value)
    if (!chain) throw new ApiError(400, `Unsupported chain: ${String(value)}`)
    return chain
  }
  /** A Solana cluster the site signs for (chainId 'solana:<ref>') with its setup, or undefined for anything else. */
  const solanaChainOf = (value: unknown): { setup: SolanaSetup; chain: SolanaChain } | undefined => {
    const chain = resolveSolanaChain(ctx.solana, value)
    return chain && ctx.solana ? { setup: ctx.solana, chain } : undefined
  }

  // GET_USER: the kit may send the account type it prefers (its stored choice or its default, §9); it is kept.
  // On a Solana cluster: the wallet's Solana address; the preference is not touched (it is the EVM accounts' choice).
  app.post('/api/user', session, async (c) => {
    const { chainId, preferredAccountType } = parseBody(c, userBody)
    const user = c.get('user')
    const solana = solanaChainOf(chainId)
    const signer = await ensureWallet(ctx, user.id)
    let accounts: object
    if (solana) {
      accounts = await solanaAccountsOf(ctx, user.id, solana.chain)
    } else {
      const chain = chainId === undefined ? ctx.chains[0] : chainOf(chainId)
      if (preferredAccountType) await setPreferredAccountType(ctx, user.id, preferredAccountType)
      accounts = { ...(chain ? await accountsOf(ctx, user.id, await accountOf(user.id), chain, c.get('project').id) : { address: signer }), chainId: chain?.id ?? null }
    }
    return c.json({
      ...(user.email !== null && { email: user.email }),
      ...accounts,
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
    const user = c.get('user')
    const solana = solanaChainOf(chainId)
    if (solana) {
      if (!isUnsafeSolanaMethod(method)) throw new ApiError(400, `Method not supported: ${method}`)
      checkSolanaRequest(await ensureSolanaWallet(ctx, user.id), method, params)
      return c.json({ approvalId: await createApproval(ctx, user.tokenHash, requestHash(method, params, solana.chain.id)) })
    }
    const chain = chainOf(chainId)
    if (!isUnsafeWalletMethod(method)) throw new ApiError(400, `Method not supported: ${method}`)
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
    const user = c.get('user')
    const solana = solanaChainOf(chainId)
    if (solana) {
      if (!(SOLANA_WALLET_METHODS as readonly string[]).includes(method)) throw new ApiError(400, `Method not supported: ${method}`)
      if (isUnsafeSolanaMethod(method)) {
        const approved = approvalId !== undefined && (await consumeApproval(ctx, approvalId, user.tokenHash, requestHash(method, params, solana.chain.id)))
        if (!approved) throw new ApiError(403, ERRORS.approvalRequired)
      }
      const projectId = c.get('project').id
      const send = (transaction: string, options: SolanaSendOptions | undefined) => sendSolanaTransaction(solana.setup, projectId, solana.chain, transaction, options)
      return c.json({ result: await solanaWalletRpc({ signer: await solanaSigner(ctx, user.id), chain: solana.chain, method, params, send }) })
    }
    const chain = chainOf(chainId)
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
