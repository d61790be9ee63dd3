import { EventfulProvider } from '../providerEvents'
import type { RequestArguments, SessionProvider } from '../adapterTypes'
import { readRpc } from '../rpc/readRpc'
import { switchChainParam } from '../rpc/switchChainParam'
import { PROVIDER_CODES, ProviderRpcError } from '../errors/provider'
import { WalletConnectSessionError } from '../errors/session'
import { addressOn, type SessionNamespaces } from './sessionNamespaces'

/** The part of a SignClient the provider uses (kept narrow so tests can stand in for it). */
export interface SessionRequester {
  request(params: { topic: string; chainId: string; request: { method: string; params: unknown } }): Promise<unknown>
}

/** Methods the kit answers from the session itself, never sent to the wallet or the node. */
const LOCAL_METHODS = new Set(['eth_accounts', 'eth_requestAccounts', 'eth_chainId', 'wallet_switchEthereumChain'])

/** Reads the node answers; anything else the wallet did not approve is refused, never sent to a node. */
const READ_METHODS = new Set([
  'eth_blockNumber', 'eth_call', 'eth_estimateGas', 'eth_feeHistory', 'eth_gasPrice', 'eth_getBalance', 'eth_getBlockByHash',
  'eth_getBlockByNumber', 'eth_getCode', 'eth_getLogs', 'eth_getStorageAt', 'eth_getTransactionByHash', 'eth_getTransactionCount',
  'eth_getTransactionReceipt', 'eth_maxPriorityFeePerGas', 'eth_sendRawTransaction', 'net_version', 'web3_clientVersion',
])

/**
 * EIP-1193 over a WalletConnect session: accounts and chain come from the session, wallet methods go to
 * the wallet through the relay, reads go to the chain's RPC URL (the session's rpcMap).
 */
export class WalletConnectSessionProvider extends EventfulProvider implements SessionProvider {
  private chain: string
  constructor(
    private readonly client: SessionRequester | undefined,
    private topic: string | undefined,
    private namespaces: SessionNamespaces,
    private readonly end: () => Promise<void>,
  ) {
    super()
    this.chain = namespaces.defaultChain
  }

  get currentChain(): string {
    return this.chain
  }

  async request({ method, params }: RequestArguments): Promise<unknown> {
    if (!this.client) throw new WalletConnectSessionError('NOT_INITIALIZED')
    if (!this.topic) throw new WalletConnectSessionError('NO_SESSION')
    if (LOCAL_METHODS.has(method)) return this.answerLocally(method, params)
    if (method === 'wallet_getCallsStatus' && !this.namespaces.methods.includes(method)) {
      throw new WalletConnectSessionError('CALL_STATUS_NOT_APPROVED')
    }
    if (this.namespaces.methods.includes(method)) {
      return this.client.request({ topic: this.topic, chainId: this.chain, request: { method, params: params ?? [] } })
    }
    if (!READ_METHODS.has(method)) throw new ProviderRpcError(PROVIDER_CODES.unsupportedMethod, { message: `The wallet did not approve ${method}` })
    const url = this.namespaces.rpcMap[this.chain.split(':')[1] ?? '']
    if (!url) throw new WalletConnectSessionError('PROVIDER_NOT_FOUND', { values: { chain: this.chain } })
    return readRpc(url, method, params ?? [])
  }

  disconnect(): Promise<void> {
    this.topic = undefined
    return this.end()
  }

  /** The wallet's session_event (chainChanged, accountsChanged) or session_update. */
  walletChangedChain(chain: string): void {
    if (!this.namespaces.chains.includes(chain) || chain === this.chain) return
    this.chain = chain
    this.emit('chainChanged', Number(chain.split(':')[1]))
  }

  walletChangedAccounts(namespaces: SessionNamespaces): void {
    this.namespaces = namespaces
    if (!namespaces.chains.includes(this.chain)) {
      this.chain = namespaces.defaultChain
      this.emit('chainChanged', Number(this.chain.split(':')[1]))
    }
    const address = addressOn(namespaces, this.chain)
    this.emit('accountsChanged', address ? [address] : [])
  }

  /** The wallet deleted the session, or it expired: later requests get 'Please call connect() before request()'. */
  sessionEnded(): void {
    this.topic = undefined
    this.emit('disconnect', { code: 6000, message: 'Session deleted' })
  }

  private async answerLocally(method: string, params: RequestArguments['params']): Promise<unknown> {
    if (method === 'eth_chainId') return `0x${Number(this.chain.split(':')[1]).toString(16)}`
    if (method === 'wallet_switchEthereumChain') return this.switchChain(params)
    const address = addressOn(this.namespaces, this.chain)
    return address ? [address] : []
  }

  /** A chain the session covers: the wallet is asked when it supports switching, then the kit follows. */
  private async switchChain(params: RequestArguments['params']): Promise<null> {
    const reference = switchChainParam(params)?.chainId
    const chain = `eip155:${reference}`
    if (reference === undefined || !this.namespaces.chains.includes(chain)) throw new WalletConnectSessionError('CHAIN_NOT_SUPPORTED')
    if (this.namespaces.methods.includes('wallet_switchEthereumChain') && this.client && this.topic) {
      await this.client.request({ topic: this.topic, chainId: this.chain, request: { method: 'wallet_switchEthereumChain', params } })
    }
    this.walletChangedChain(chain)
    return null
  }

}
