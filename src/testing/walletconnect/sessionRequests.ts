/**
 * What the WalletConnect test wallet does with a session request: parse and check it at once (throwing
 * -32602, 4100, 4200 or 4902), then, where a real wallet would ask the user, act only once "approved".
 */
import type { LocalAccount } from 'viem/accounts'
import { parseAddEthereumChain, toHexChainId, type ChainRegistry } from '../chains'
import { describe, isRecord, paramList, parseChainIdHex } from '../params'
import { invalidParams, unrecognizedChain, unsupportedMethod } from '../rpcErrors'
import { parseTransaction, sendTransaction } from '../sendTransaction'
import { preparePersonalSign, prepareSignTypedDataV4 } from '../signing'

/** The wallet as a request sees it. */
export interface SessionRequestContext {
  readonly account: LocalAccount
  readonly chains: ChainRegistry
  /** The eip155 chain the request names (its CAIP-2 chainId). */
  readonly requestChainId: number | undefined
  /** The chain the wallet is on (changed by wallet_switchEthereumChain). */
  readonly activeChainId: number
  /** Makes the chain the active one and tells the dApp (chainChanged). */
  switchChain(chainId: number): Promise<void>
}

export interface PreparedRequest {
  /** Whether a real wallet would show a prompt; the request mode (approve, reject, hang) applies only then. */
  prompts: boolean
  run(): Promise<unknown>
}

const prompting = (run: () => Promise<unknown>): PreparedRequest => ({ prompts: true, run })
const answer = (value: unknown): PreparedRequest => ({ prompts: false, run: () => Promise.resolve(value) })

export function prepareSessionRequest(method: string, rawParams: unknown, ctx: SessionRequestContext): PreparedRequest {
  const params = paramList(method, rawParams)
  switch (method) {
    case 'personal_sign':
      return prompting(preparePersonalSign(ctx.account, params))
    case 'eth_signTypedData_v4':
      return prompting(prepareSignTypedDataV4(ctx.account, params))
    case 'eth_sendTransaction': {
      const chain = ctx.requestChainId === undefined ? undefined : ctx.chains.get(ctx.requestChainId)
      if (!chain) throw unrecognizedChain(ctx.requestChainId === undefined ? 'none' : toHexChainId(ctx.requestChainId))
      const transaction = parseTransaction(ctx.account, params)
      return prompting(() => sendTransaction(ctx.account, chain, transaction))
    }
    case 'wallet_switchEthereumChain': {
      const [request] = params
      if (!isRecord(request)) throw invalidParams(`Expected params [{ chainId }], got ${describe(params)}.`)
      const chainId = parseChainIdHex(request.chainId)
      if (!ctx.chains.get(chainId)) throw unrecognizedChain(toHexChainId(chainId))
      if (chainId === ctx.activeChainId) return answer(null)
      return prompting(async () => {
        await ctx.switchChain(chainId)
        return null
      })
    }
    case 'wallet_addEthereumChain': {
      const chain = parseAddEthereumChain(params)
      if (ctx.chains.get(chain.id)) return answer(null)
      return prompting(async () => {
        ctx.chains.add(chain)
        return null
      })
    }
    case 'eth_chainId':
      return answer(toHexChainId(ctx.activeChainId))
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return answer([ctx.account.address])
    default:
      throw unsupportedMethod(method)
  }
}
