import type { FrameReplyPayload, FrameRequestPayload } from '../../../src/protocol/frameEvents'
import { API_ERROR_TEXTS } from '../../../src/protocol/apiErrors'
import { isApprovalMethod } from '../../../src/protocol/walletMethods'
import { FrameApiError } from './frameApi'
import { chainRef, type FrameChainId, type FrameSession } from './frameSession'

/** §8: what an aborted RPC request answers. */
export const RPC_ABORTED = 'Request was aborted'

function knownChain(session: FrameSession, value: unknown): FrameChainId {
  const id = chainRef(value)
  if (id === undefined || !session.chains.includes(id)) throw new Error(`Unsupported chain: ${String(value)}`)
  return id
}

export async function switchNetwork(session: FrameSession, { chainId }: FrameRequestPayload<'SWITCH_NETWORK'>): Promise<FrameReplyPayload<'SWITCH_NETWORK'>> {
  session.chainId = knownChain(session, chainId)
  session.storage.set('chainId', String(session.chainId))
  return { chainId: session.chainId }
}

export async function getChainId(session: FrameSession): Promise<FrameReplyPayload<'GET_CHAIN_ID'>> {
  return { chainId: session.chainId }
}

/** The embedded wallet's JSON-RPC: answered by the secure site (it holds the key); wallet_switchEthereumChain here. */
export async function rpcRequest(session: FrameSession, request: FrameRequestPayload<'RPC_REQUEST'>): Promise<FrameReplyPayload<'RPC_REQUEST'>> {
  if (request.method === 'wallet_switchEthereumChain') {
    const [target] = Array.isArray(request.params) ? request.params : []
    const chainId = typeof target === 'object' && target !== null && 'chainId' in target ? target.chainId : undefined
    await switchNetwork(session, { chainId: knownChain(session, chainId) })
    return { result: null }
  }
  // §6: signing and sending happen only in the approval frame, after the visitor's click there; a message
  // to this hidden frame, whoever sent it, gets nothing signed.
  if (isApprovalMethod(request.method)) throw new FrameApiError(API_ERROR_TEXTS.APPROVAL_REQUIRED, 403, 'APPROVAL_REQUIRED')
  const chainId = request.chainId === undefined ? session.chainId : knownChain(session, request.chainId)
  const controller = new AbortController()
  session.inFlight.add(controller)
  try {
    const answer = await session.api.call(
      'rpc',
      { method: request.method, params: request.params ?? [], chainId },
      { token: session.storage.token(), signal: controller.signal },
    )
    return { result: typeof answer === 'object' && answer !== null && 'result' in answer ? answer.result : null }
  } catch (error) {
    if (controller.signal.aborted) throw new Error(RPC_ABORTED)
    throw error
  } finally {
    session.inFlight.delete(controller)
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** GET_SMART_ACCOUNT_ENABLED_NETWORKS: the chains with the EntryPoint whose bundler answers (asked of the site each time). */
export async function smartAccountNetworks(session: FrameSession): Promise<FrameReplyPayload<'GET_SMART_ACCOUNT_ENABLED_NETWORKS'>> {
  const answer = await session.api.call('smart-account/networks', {})
  const networks = isRecord(answer) ? answer['smartAccountEnabledNetworks'] : undefined
  if (!Array.isArray(networks) || !networks.every((id) => Number.isSafeInteger(id) && id > 0)) throw new Error('The secure site answered no network list')
  return { smartAccountEnabledNetworks: networks as number[] }
}

/** INIT_SMART_ACCOUNT: the signed-in wallet's smart account on the current chain, its address and whether it is deployed. */
export async function initSmartAccount(session: FrameSession): Promise<FrameReplyPayload<'INIT_SMART_ACCOUNT'>> {
  const answer = await session.api.call('smart-account/init', { chainId: session.chainId }, { token: session.storage.token() })
  const address = isRecord(answer) ? answer['address'] : undefined
  const isDeployed = isRecord(answer) ? answer['isDeployed'] : undefined
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address) || typeof isDeployed !== 'boolean') throw new Error('The secure site answered no smart account')
  return { address: address as `0x${string}`, isDeployed }
}

/** Aborts every RPC request in flight; each answers its error 'Request was aborted'. */
export async function rpcAbort(session: FrameSession): Promise<FrameReplyPayload<'RPC_ABORT'>> {
  for (const controller of session.inFlight) controller.abort()
  session.inFlight.clear()
  return {}
}

/** SET_PREFERRED_ACCOUNT: the wallet answers with this account from now on; its address. */
export async function setPreferredAccount(session: FrameSession, { type }: FrameRequestPayload<'SET_PREFERRED_ACCOUNT'>): Promise<FrameReplyPayload<'SET_PREFERRED_ACCOUNT'>> {
  const answer = await session.api.call('smart-account/preferred', { type, chainId: session.chainId }, { token: session.storage.token() })
  const address = isRecord(answer) ? answer['address'] : undefined
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address) || !isRecord(answer) || answer['type'] !== type) throw new Error('The secure site did not switch the account')
  return { type, address: address as `0x${string}` }
}
