import type { FrameReplyPayload, FrameRequestPayload } from '../../../src/protocol/frameEvents'
import { API_ERROR_TEXTS } from '../../../src/protocol/apiErrors'
import { isUnsafeWalletMethod } from '../../../src/protocol/walletMethods'
import { FrameApiError } from './frameApi'
import { chainNumber, type FrameSession } from './frameSession'

/** §8: what an aborted RPC request answers. */
export const RPC_ABORTED = 'Request was aborted'

function knownChain(session: FrameSession, value: unknown): number {
  const id = chainNumber(value)
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
  if (isUnsafeWalletMethod(request.method)) throw new FrameApiError(API_ERROR_TEXTS.APPROVAL_REQUIRED, 403, 'APPROVAL_REQUIRED')
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

/** Aborts every RPC request in flight; each answers its error 'Request was aborted'. */
export async function rpcAbort(session: FrameSession): Promise<FrameReplyPayload<'RPC_ABORT'>> {
  for (const controller of session.inFlight) controller.abort()
  session.inFlight.clear()
  return {}
}
