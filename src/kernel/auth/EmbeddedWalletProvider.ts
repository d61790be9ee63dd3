import { isUnsafeWalletMethod, type ApprovalMethod } from '../../protocol/walletMethods'
import { EventfulProvider } from '../providerEvents'
import type { RequestArguments, SessionProvider } from '../adapterTypes'
import { AuthError } from '../errors/auth'
import { PROVIDER_CODES, ProviderRpcError } from '../errors/provider'
import type { FrameBridge } from '../frame/FrameBridge'
import { readRpc } from '../rpc/readRpc'
import { switchChainParam } from '../rpc/switchChainParam'
import { rpcMethodKind, WALLET_ANSWERED_METHODS } from './rpcMethods'

/** §5: wallet_getCapabilities is asked for an account (EIP-5792: its first parameter). */
export const CAPABILITIES_NEED_ADDRESS = 'A capabilities request needs an address parameter'

/** What the provider asks of the kit: the visitor's approval, a refusal shown, the chain's RPC, the end of the session. */
export interface EmbeddedWalletHooks {
  /**
   * Opens ApproveTransaction, where the secure site's approval frame shows the request and, once the visitor
   * approves there, signs or sends it: resolves with the wallet's result; rejects with 4001 when they refuse
   * or close the modal, or with the site's error.
   */
  approve(method: ApprovalMethod, params: unknown, chainId: number | string): Promise<unknown>
  /** Opens the modal with the refusal's message (§4: shown after 300 ms). */
  refuse(error: Error): void
  /** §4: after a successful unsafe request the native balance is read again. */
  afterUnsafe(): void
  rpcUrl(chainId: number): string | undefined
  signOut(): Promise<void>
  /** The wallet is on another chain now (its account there may be another one). */
  chainSwitched(): void
}

/**
 * The embedded wallet as an EIP-1193 provider: its key lives with the secure site, so signing and sending
 * happen in the site's approval frame after the visitor's click there (§6); the wallet's own answers come
 * from the login frame; reads go to the chain's RPC; unknown methods are refused.
 */
export class EmbeddedWalletProvider extends EventfulProvider implements SessionProvider {
  constructor(
    private readonly bridge: FrameBridge,
    private address: string,
    private chainId: number,
    private readonly hooks: EmbeddedWalletHooks,
  ) {
    super()
  }

  get currentChainId(): number {
    return this.chainId
  }

  async request({ method, params }: RequestArguments): Promise<unknown> {
    const kind = rpcMethodKind(method)
    if (kind === 'unknown') {
      // §8: a disallowed method logs a message and shows a UI error.
      const refused = new ProviderRpcError(PROVIDER_CODES.unsupportedMethod, { values: { method } })
      console.warn(`[gangway] ${refused.message}`)
      this.hooks.refuse(refused)
      throw refused
    }
    if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [this.address]
    if (method === 'eth_chainId') return `0x${this.chainId.toString(16)}`
    if (method === 'wallet_switchEthereumChain') return this.switchChain(params)
    if (isUnsafeWalletMethod(method)) {
      const result = await this.hooks.approve(method, params, this.chainId)
      this.hooks.afterUnsafe()
      return result
    }
    if (method === 'wallet_getCapabilities') this.checkCapabilitiesRequest(params)
    if (WALLET_ANSWERED_METHODS.has(method)) return (await this.bridge.request('RPC_REQUEST', { method, params, chainId: this.chainId })).result
    const url = this.hooks.rpcUrl(this.chainId)
    if (!url) throw new AuthError('NO_RPC', { values: { chainId: this.chainId } })
    return readRpc(url, method, params ?? [])
  }

  disconnect(): Promise<void> {
    return this.hooks.signOut()
  }

  /** The wallet answers with another of its accounts (the smart account or its signer): the adapter follows. */
  changeAccount(address: string): void {
    if (address.toLowerCase() === this.address.toLowerCase()) return
    this.address = address
    this.emit('accountsChanged', [address])
  }

  /** The frame signed out or the session is gone. */
  ended(): void {
    this.emit('disconnect', { code: 4900, message: 'Signed out' })
  }

  /** §5: an address is required; EIP-5792: another account's capabilities are not this wallet's to tell (4100). */
  private checkCapabilitiesRequest(params: RequestArguments['params']): void {
    const [address] = Array.isArray(params) ? (params as unknown[]) : []
    if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address)) throw new ProviderRpcError(PROVIDER_CODES.invalidParams, { message: CAPABILITIES_NEED_ADDRESS })
    if (address.toLowerCase() !== this.address.toLowerCase()) throw new ProviderRpcError(PROVIDER_CODES.unauthorized, { message: 'The requested account has not been authorized by the user.' })
  }

  private async switchChain(params: RequestArguments['params']): Promise<null> {
    const param = switchChainParam(params)
    if (!param) throw new ProviderRpcError(PROVIDER_CODES.invalidParams)
    const { chainId, hex } = param
    if (!this.hooks.rpcUrl(chainId)) throw new ProviderRpcError(PROVIDER_CODES.unrecognisedChain, { values: { chainId: hex } })
    await this.bridge.request('SWITCH_NETWORK', { chainId })
    if (chainId !== this.chainId) {
      this.chainId = chainId
      this.emit('chainChanged', chainId)
      this.hooks.chainSwitched()
    }
    return null
  }

}
