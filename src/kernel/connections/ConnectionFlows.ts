import { runInAction } from 'mobx'
import type { AdapterConnection } from '../adapterTypes'
import { ConnectionError, connectionText } from '../errors/connection'
import { BalanceReader } from './BalanceReader'
import type { ConnectorInfo } from '../stores/ConnectorStore'
import type { ConnectedWalletInfo } from '../stores/AccountStore'
import type { CaipNetwork, ChainNamespace } from '../types'
import { connectionAddress } from './connectionAddress'
import { connectorIn } from './connectorIn'
import { dropParked, moveParked, parkActive, parkedOf } from './parkedAccounts'
import type { ConnectionFlowParts, ConnectionFlowsDeps } from './connectionFlowParts'
import { describeConnectError } from './describeConnectError'
import { reportError } from '../errorReports'
import { whileLoading } from '../whileLoading'
import { restoreConnections } from './restoreConnections'
import { StoredConnections } from './storedConnections'
import { switchNetwork } from './switchNetwork'
import { withTimeout } from './withTimeout'
import type { PluginSolanaTransfer, PluginWalletCall } from '../plugins/types'



/**
 * The connection flows (§4): connect, restore on start, disconnect, switch, balance, and the wallet's own
 * account and chain events. Its own chunk: loaded when a stored connection is restored, on intent, or on
 * the first connection call. The only writer of the account's connection facts; the adapter reports them.
 */
export class ConnectionFlows implements ConnectionFlowParts {
  readonly stored: StoredConnections
  private readonly balances: BalanceReader

  constructor(readonly deps: ConnectionFlowsDeps) {
    this.stored = new StoredConnections(deps.storage)
    this.balances = new BalanceReader(deps)
  }

  private get store(): ConnectionFlowsDeps['connection'] {
    return this.deps.connection
  }

  /** Asks the connector's wallet to connect; on success the modal closes (or shows SwitchNetwork). */
  async connect(connectorId: string, seq: number): Promise<boolean> {
    const { deps } = this
    if (seq !== this.store.attemptCount) return false
    const connector = deps.connectors.find(connectorId)
    const adapter = this.store.adapterFor(connector?.namespace)
    if (!connector || !adapter) {
      this.store.setAttempt({ connectorId, status: 'failed', error: connectionText('FAILED_TO_CONNECT'), detail: new ConnectionError('NO_CONNECTOR_FOUND', { values: { id: connectorId } }).message })
      this.store.settleStatus()
      return false
    }
    deps.events.emit('SELECT_WALLET', { name: connector.name, platform: 'browser' })
    try {
      await deps.prepareConnector(connectorId)
      // The wallet is asked for a network of its own namespace: the active one, else that namespace's first.
      const active = deps.networks.active
      const network = active?.chainNamespace === connector.namespace ? active : connector.namespace && deps.networks.ofNamespace(connector.namespace)[0]
      const result = await whileLoading(deps.modal, withTimeout(adapter.connect(connectorId, network || undefined), deps.timings.walletConnectTimeout, () => new ConnectionError('WALLET_TIMEOUT')))
      if (seq !== this.store.attemptCount) return false
      this.finishConnect(connector, result, { method: 'browser' })
      this.store.setAttempt(undefined)
      return true
    } catch (error) {
      if (seq !== this.store.attemptCount) return false
      const { message, detail } = describeConnectError(error)
      runInAction(() => {
        this.store.setAttempt({ connectorId, status: 'failed', error: message, detail })
        this.store.settleStatus()
      })
      reportError(deps.events, 'CONNECT_ERROR', error)
      deps.events.emit('CONNECT_ERROR', { message, detail })
      return false
    }
  }

  /** The wallet answered (injected, or a WalletConnect session): the account is connected; the navigation rules move the modal on. */
  finishConnect(connector: ConnectorInfo, result: AdapterConnection, how: { readonly method: 'browser' | 'qrcode' | 'mobile' | 'email' | 'social'; readonly walletInfo?: ConnectedWalletInfo }): void {
    const { deps } = this
    const previous = deps.account.namespace === connector.namespace ? deps.account.connectorId : connector.namespace && deps.account.parkedIn(connector.namespace)?.connectorId
    this.applyConnection(connector, result, how.walletInfo)
    // Without multi-wallet a namespace has one connection: the wallet connected before is let go.
    if (previous && previous !== connector.id && connector.namespace && !deps.multiWallet()) void this.release(connector.namespace, previous).catch(() => undefined)
    deps.events.emit('CONNECT_SUCCESS', { method: how.method, name: how.walletInfo?.name ?? connector.name, caipNetworkId: deps.networks.active?.caipNetworkId })
    deps.account.noteChange('connected')
  }

  /** Sends through the connected wallet (plugins: send, swaps); a Solana transfer through the Solana adapter. */
  sendTransaction(call: PluginWalletCall | PluginSolanaTransfer): Promise<string> {
    const { account, networks } = this.deps
    const { connectorId, address, namespace } = account
    const adapter = this.store.adapterFor(namespace)
    const network = networks.active
    if (!connectorId || !address || !adapter || !network) return Promise.reject(new ConnectionError('NOT_CONNECTED'))
    if ('namespace' in call) {
      // The send plugin checks the namespace first (§5 'Unsupported chain'); here it is only not connected there.
      if (namespace !== call.namespace || !adapter.transfer) return Promise.reject(new ConnectionError('NOT_CONNECTED'))
      return adapter.transfer(connectorId, { from: address, to: call.to, amount: call.amount, ...(call.token && { token: call.token }) }, network)
    }
    return adapter.sendTransaction(connectorId, { from: address, ...call })
  }

  reconnectOnStart(): Promise<void> {
    return restoreConnections(this)
  }

  switchNetwork(network: CaipNetwork): Promise<void> {
    return switchNetwork(this, network)
  }

  /**
   * Disconnects a namespace (default: every connected one, live or stored), with every wallet listed in it
   * (multi-wallet), or only the wallet `connectorId`. The kit's own state is cleared first; each wallet is
   * told, and waited for at most the §9 disconnect wait. Disconnecting the connected wallet while another
   * of its namespace is still listed (multi-wallet) makes that one the connected wallet instead.
   */
  async disconnect(namespace?: ChainNamespace, connectorId?: string): Promise<void> {
    const { deps } = this
    if (connectorId !== undefined) return this.disconnectOne(namespace ?? this.namespaceOf(connectorId), connectorId)
    const state = this.stored.read()
    const live = deps.account.namespace
    const namespaces = namespace ? [namespace] : [...new Set([...state.connectedNamespaces, ...(live ? [live] : [])])]
    const told: Promise<void>[] = []
    for (const ns of namespaces) {
      const connected = (live === ns ? deps.account.connectorId : undefined) ?? state.connectedConnectorIds[ns]
      const listed = (state.connections[ns] ?? []).map((connection) => connection.connectorId)
      for (const id of new Set([...(connected ? [connected] : []), ...listed])) told.push(this.release(ns, id))
    }
    deps.account.noteChange('disconnected')
    await this.settleDisconnects(told, namespaces.length > 1)
  }

  /** One wallet's connection ends; when it was the connected one, another listed wallet of the namespace takes over. */
  private async disconnectOne(namespace: ChainNamespace | undefined, connectorId: string): Promise<void> {
    const { account } = this.deps
    if (!namespace) return
    const wasLive = account.namespace === namespace && account.connectorId === connectorId
    if (wasLive) {
      const next = this.stored.read().connections[namespace]?.find((connection) => connection.connectorId !== connectorId)
      const switched = next ? await this.activate(namespace, next.connectorId).catch(() => false) : false
      if (!switched) return this.disconnect(namespace)
    }
    await this.settleDisconnects([this.release(namespace, connectorId)])
  }

  /** The namespace whose connection list (or connected wallet) has this connector. */
  private namespaceOf(connectorId: string): ChainNamespace | undefined {
    const { account } = this.deps
    if (account.connectorId === connectorId) return account.namespace
    const state = this.stored.read()
    const namespaces = Object.keys(state.connections) as ChainNamespace[]
    return namespaces.find((ns) => state.connections[ns]?.some((connection) => connection.connectorId === connectorId))
  }

  /** The kit forgets the wallet's connection and tells the wallet; the promise rejects when the wallet failed to answer. */
  private release(namespace: ChainNamespace, connectorId: string): Promise<void> {
    this.forget(namespace, connectorId)
    const adapter = this.store.adapterFor(namespace)
    return adapter ? withTimeout(adapter.disconnect(connectorId), this.deps.timings.disconnectWait, () => new ConnectionError('WALLET_TIMEOUT')) : Promise.resolve()
  }

  /** Waits for the wallets told; a failure is 'Failed to disconnect', or 'Failed to disconnect chains' when several namespaces ended. */
  private async settleDisconnects(told: readonly Promise<void>[], chains = false): Promise<void> {
    const { events } = this.deps
    const failures = (await Promise.allSettled(told)).flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []))
    if (failures.length > 0) {
      const error = new ConnectionError(chains ? 'FAILED_TO_DISCONNECT_CHAINS' : 'FAILED_TO_DISCONNECT', { cause: failures[0] })
      events.emit('DISCONNECT_ERROR', { message: error.message })
      throw error
    }
    events.emit('DISCONNECT_SUCCESS')
  }

  /**
   * Multi-wallet: a listed ('active') wallet becomes the connected one, asked without a prompt. False when the
   * wallet no longer grants access: it is then only remembered, as disconnected.
   */
  async activate(namespace: ChainNamespace, connectorId: string): Promise<boolean> {
    const { deps } = this
    const adapter = this.store.adapterFor(namespace)
    const connector = connectorIn(deps.connectors.find(connectorId), namespace)
    if (!adapter || !connector) throw new ConnectionError('NO_CONNECTOR_FOUND', { values: { id: connectorId } })
    const walletInfo = await deps.restoreSession(connectorId)
    const result = await withTimeout(adapter.reconnect(connectorId), deps.timings.walletConnectTimeout, () => new ConnectionError('WALLET_TIMEOUT'))
    if (!result) {
      this.forget(namespace, connectorId)
      return false
    }
    this.applyConnection(connector, result, walletInfo)
    deps.account.noteChange('switched')
    return true
  }

  /** Reads the balance again (30 s cache, one read at a time per account; see BalanceReader). */
  refreshBalance(force = false): Promise<void> {
    return this.balances.refresh(force)
  }

  // ---- what the wallet reports (AdapterContext callbacks) ----

  accountsChanged(connectorId: string, addresses: readonly string[], namespace: ChainNamespace): void {
    const { account } = this.deps
    if (addresses.length === 0) return this.walletDisconnected(connectorId, namespace)
    const parked = parkedOf(account, connectorId, namespace)
    if (parked) return moveParked(account, parked, { address: addresses[0] })
    if (!this.isActive(connectorId, namespace) || !account.caipAddress) return
    const [address] = addresses
    if (!address) return
    const reference = account.caipAddress.split(':')[1] ?? ''
    try {
      account.setConnected(connectionAddress(namespace, reference, address))
    } catch (error) {
      return console.warn('[gangway] ignored a malformed account change', error)
    }
    this.stored.saveConnected(namespace, { connectorId, accounts: addresses.map((a) => ({ address: a })), ...(account.walletInfo ? { name: account.walletInfo.name } : {}) })
    void this.refreshBalance()
  }

  chainChanged(connectorId: string, chainId: number | string, namespace: ChainNamespace): void {
    const { account, networks } = this.deps
    const parked = parkedOf(account, connectorId, namespace)
    if (parked) return moveParked(account, parked, { chainId })
    if (!this.isActive(connectorId, namespace) || !account.namespace || !account.address) return
    if (networks.active?.caipNetworkId === `${account.namespace}:${chainId}` && account.caipAddress?.split(':')[1] === String(chainId)) return
    this.setChain(account.namespace, chainId, account.address)
    account.noteChange('chainChanged')
    void this.refreshBalance()
  }

  walletDisconnected(connectorId: string, namespace: ChainNamespace): void {
    const { account } = this.deps
    if (!this.isActive(connectorId, namespace)) {
      // A listed or parked wallet that is not the connected one let the site go: it is only remembered now.
      this.forget(namespace, connectorId)
      return
    }
    this.forget(namespace, connectorId)
    this.deps.events.emit('DISCONNECT_SUCCESS', { reason: 'wallet' })
    account.noteChange('disconnected')
  }

  /** The connector is the active connection in this namespace (the same connector may connect in several). */
  private isActive(connectorId: string, namespace: ChainNamespace): boolean {
    return this.deps.account.connectorId === connectorId && this.deps.account.namespace === namespace
  }

  // ---- shared with restoreConnections and switchNetwork ----

  /** Records what the wallet reported: account, network, stored connection; throws on a malformed answer. */
  applyConnection(connector: ConnectorInfo, result: AdapterConnection, walletInfo?: ConnectedWalletInfo): void {
    const namespace = connector.namespace
    if (!namespace) throw new ConnectionError('NO_CONNECTOR_FOUND', { values: { id: connector.id } })
    const caipAddress = connectionAddress(namespace, result.chainId, result.address)
    // Another namespace's connection stays, set aside; this namespace's parked one gives way to the new one.
    if (this.deps.account.namespace !== namespace) parkActive(this.deps.account)
    dropParked(this.deps.account, connector.id, namespace)
    const info = walletInfo ?? { name: connector.name, identifier: connector.rdns ?? connector.id, ...(connector.imageUrl ? { icon: connector.imageUrl } : {}) }
    this.setChain(namespace, result.chainId, result.address)
    this.deps.account.setConnected(caipAddress, connector.id, info)
    this.stored.saveConnected(namespace, { connectorId: connector.id, accounts: [{ address: result.address }], name: info.name, ...(info.icon && { icon: info.icon }) })
    void this.refreshBalance()
  }

  /** The connector is only remembered now, as disconnected; the account resets if it was this connection. */
  forget(namespace: ChainNamespace, connectorId: string): void {
    this.stored.saveDisconnected(namespace, connectorId)
    const { account } = this.deps
    dropParked(account, connectorId, namespace)
    if (account.namespace === namespace && account.connectorId === connectorId) account.reset()
  }

  /** The wallet's chain, or the kit's own network choice after networks were added or removed. */
  setChain(namespace: ChainNamespace, chainId: number | string, address: string): void {
    const { networks, account } = this.deps
    const known = networks.find(`${namespace}:${chainId}`)
    if (known) networks.setActive(known)
    else networks.setUnsupported(namespace, chainId)
    if (account.caipAddress) account.setConnected(connectionAddress(namespace, chainId, address))
  }

  /** After networks were added or removed: the connected wallet's chain is looked up again. */
  resyncChain(): void {
    const { account } = this.deps
    const reference = account.caipAddress?.split(':')[1]
    if (account.namespace && account.address && reference) this.setChain(account.namespace, reference, account.address)
  }
}
