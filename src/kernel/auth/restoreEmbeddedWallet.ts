import type { AuthUser, FrameReplyPayload, FrameRequestPayload, FrameRequestType } from '../../protocol/frameEvents'
import type { FrameLogin } from '../plugins/embeddedWallet'
import type { ConnectedWalletInfo } from '../stores/AccountStore'
import type { CaipNetwork, ChainNamespace } from '../types'
import type { AuthConnectorDeps } from './authConnectorDeps'
import { clearEmailLogin, readEmailLoginState } from './emailLoginState'
import { loginNetwork } from './embeddedNamespaces'
import { walletInfoOf } from './frameLogin'
import { storedLogin } from './storedLogin'

/** The auth connector's steps the restore runs: the frame's requests, and the wallet attached in a namespace. */
export interface EmbeddedWalletRestoreSteps {
  request<T extends FrameRequestType>(type: T, payload: FrameRequestPayload<T>): Promise<FrameReplyPayload<T>>
  /** The namespaces the embedded wallet connects in. */
  namespaces(): ChainNamespace[]
  userRequest(network: CaipNetwork): FrameRequestPayload<'GET_USER'>
  attach(user: AuthUser, login: FrameLogin, network: CaipNetwork): void
}

/**
 * After a reload (§4 account sync): the frame still holds the session, or the stored login is dropped (undefined).
 * The wallet is attached in every namespace it connects in; it throws when none could be.
 */
export async function restoreEmbeddedWallet(deps: Pick<AuthConnectorDeps, 'storage' | 'networks'>, steps: EmbeddedWalletRestoreSteps): Promise<ConnectedWalletInfo | undefined> {
  if (!readEmailLoginState(deps.storage).used) return undefined
  const { isConnected } = await steps.request('IS_CONNECTED', {})
  if (!isConnected) {
    clearEmailLogin(deps.storage)
    return undefined
  }
  const login = storedLogin(deps.storage)
  const active = deps.networks.active?.chainNamespace
  const namespaces = steps.namespaces()
  // Off the active namespace, the wallet goes back to the chain the frame is on (GET_CHAIN_ID), else the last one stored.
  const frameChain = namespaces.some((one) => one !== active) ? await frameChainOf(steps) : undefined
  let attached = 0
  let failure: unknown
  // The active namespace last: the frame keeps the chain it was last asked for.
  for (const namespace of [...namespaces.filter((one) => one !== active), ...namespaces.filter((one) => one === active)]) {
    const preferred = frameChain?.startsWith(`${namespace}:`) ? frameChain : readEmailLoginState(deps.storage).lastUsedChain
    const network = loginNetwork(deps.networks, namespace, preferred)
    if (!network) continue
    try {
      steps.attach(await steps.request('GET_USER', steps.userRequest(network)), login, network)
      attached++
    } catch (error) {
      // A cluster the secure site does not sign for leaves that namespace out (its stored connection is then forgotten).
      console.warn(`[gangway] the embedded wallet is not restored on ${network.caipNetworkId}`, error)
      failure ??= error
    }
  }
  if (attached === 0 && failure !== undefined) throw failure
  return walletInfoOf(login)
}

/** The chain the frame's wallet is on (§7 GET_CHAIN_ID) as a CAIP-2 id; undefined when it does not say. */
async function frameChainOf(steps: Pick<EmbeddedWalletRestoreSteps, 'request'>): Promise<string | undefined> {
  try {
    const { chainId } = await steps.request('GET_CHAIN_ID', {})
    return typeof chainId === 'number' ? `eip155:${chainId}` : chainId
  } catch (error) {
    console.warn('[gangway] the login frame did not say its chain', error)
    return undefined
  }
}
