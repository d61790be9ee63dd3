import { makeAutoObservable, reaction, runInAction } from 'mobx'
import * as z from 'zod/mini'
import type { AdapterConnection, ChainAdapter, Eip1193Provider } from '../adapterTypes'
import type { AppKit } from '../appkit'
import { connectionAddress } from '../connections/connectionAddress'
import { describeConnectError } from '../connections/describeConnectError'
import { restoreConnections } from '../connections/restoreConnections'
import { StoredConnections } from '../connections/storedConnections'
import { withTimeout } from '../connections/withTimeout'
import { ERROR_TEXTS, errorTextWith } from '../errors'
import { createNativeBalanceCache, type TtlCache } from '../storage/ttlCache'
import type { ChainNamespace } from '../types'
import type { ConnectorInfo } from './ConnectorStore'
import type { WalletRecord } from './WalletDirectoryStore'

/** The connecting view's state: waiting for the wallet, or what went wrong. */
export interface ConnectAttempt {
  readonly connectorId: string
  readonly status: 'connecting' | 'failed'
  /** §8 wording: 'Connection rejected' or 'Failed to connect'. */
  readonly error?: string
  readonly detail?: string
}

const balanceSchema = z.object({ balance: z.string(), symbol: z.string() })

/**
 * Connections (§4): connect, reconnect on start, disconnect, and the wallet's own account and chain
 * events. The only writer of the account's connection facts; the adapter reports them.
 */
export class ConnectionStore {
  attempt: ConnectAttempt | undefined = undefined
  readonly stored: StoredConnections
  private attemptSeq = 0
  private readonly balances: TtlCache<z.infer<typeof balanceSchema>>
  private readonly balanceReads = new Map<string, Promise<void>>()

  constructor(private readonly kit: AppKit) {
    this.stored = new StoredConnections(kit.storage)
    this.balances = createNativeBalanceCache({ storage: kit.storage, schema: balanceSchema })
    makeAutoObservable<ConnectionStore, 'kit' | 'attemptSeq' | 'balances' | 'balanceReads'>(
      this,
      { kit: false, stored: false, attemptSeq: false, balances: false, balanceReads: false },
      { autoBind: true },
    )
    // Leaving the connecting view (back, close) abandons its attempt: a late answer is ignored.
    kit.onDestroy(reaction(() => kit.router.view, (view) => view !== 'ConnectingExternal' && this.cancelAttempt()))
  }

  /** Counts connect attempts; a restore started before the visitor's own connect gives way to it. */
  get attemptCount(): number {
    return this.attemptSeq
  }

  adapterFor(namespace: ChainNamespace | undefined): ChainAdapter | undefined {
    return this.kit.options.adapters.find((adapter) => adapter.namespace === namespace)
  }

  /** An adapter for the namespace, or the §5 "adapter doesn't exist" error. */
  requireAdapter(namespace: ChainNamespace): ChainAdapter {
    const adapter = this.adapterFor(namespace)
    if (!adapter) throw new Error(errorTextWith.adapterMissing(namespace))
    return adapter
  }

  /** The connected wallet's EIP-1193 provider, when the connection is in `namespace`. */
  walletProvider(namespace: ChainNamespace): Eip1193Provider | undefined {
    const { connectorId } = this.kit.account
    if (this.kit.account.namespace !== namespace || !connectorId) return undefined
    return this.adapterFor(namespace)?.getProvider(connectorId)
  }

  /** An installed wallet was picked: show its connecting view and ask it. */
  selectConnector(connector: ConnectorInfo): void {
    this.kit.router.push('ConnectingExternal', { connectorId: connector.id })
    void this.connect(connector.id)
  }

  /** A directory wallet was picked: the installed one with the same rdns connects directly; others use WalletConnect. */
  selectWallet(wallet: WalletRecord): void {
    const installed = wallet.rdns ? this.kit.connectors.installed.find((connector) => connector.rdns === wallet.rdns) : undefined
    if (installed) return this.selectConnector(installed)
    this.kit.recentWallets.add(wallet)
    this.kit.router.push('ConnectingWalletConnect', { walletId: wallet.id, name: wallet.name })
  }

  /** Asks the connector's wallet to connect; on success the modal closes (or shows SwitchNetwork). */
  async connect(connectorId: string): Promise<boolean> {
    const { kit } = this
    const connector = kit.connectors.find(connectorId)
    const adapter = this.adapterFor(connector?.namespace)
    const seq = ++this.attemptSeq
    if (!connector || !adapter) {
      this.attempt = { connectorId, status: 'failed', error: ERROR_TEXTS.failedToConnect, detail: errorTextWith.noConnectorFound(connectorId) }
      return false
    }
    this.attempt = { connectorId, status: 'connecting' }
    kit.account.setStatus('connecting')
    kit.events.emit('SELECT_WALLET', { name: connector.name, platform: 'browser' })
    try {
      const result = await withTimeout(adapter.connect(connectorId, kit.networks.active), kit.options.timings.walletConnectTimeout, 'The wallet did not answer')
      if (seq !== this.attemptSeq) return false
      this.applyConnection(connector, result)
      this.attempt = undefined
      kit.events.emit('CONNECT_SUCCESS', { method: 'browser', name: connector.name, caipNetworkId: kit.networks.active?.caipNetworkId })
      if (kit.networks.isUnsupported) kit.router.reset('SwitchNetwork')
      else void kit.close()
      return true
    } catch (error) {
      if (seq !== this.attemptSeq) return false
      const { message, detail } = describeConnectError(error)
      runInAction(() => {
        this.attempt = { connectorId, status: 'failed', error: message, detail }
        this.settleStatus()
      })
      kit.events.emit('CONNECT_ERROR', { message, detail })
      return false
    }
  }

  /** Abandons a pending attempt; its late answer is ignored. */
  cancelAttempt(): void {
    if (this.attempt?.status !== 'connecting') return
    this.attemptSeq++
    this.attempt = undefined
    this.settleStatus()
  }

  reconnectOnStart(): Promise<void> {
    return restoreConnections(this.kit)
  }

  /**
   * Disconnects a namespace (default: every connected one, live or stored). The kit's own state is cleared
   * first; the wallet is told, and waited for at most the §9 disconnect wait.
   */
  async disconnect(namespace?: ChainNamespace): Promise<void> {
    const { kit } = this
    const state = this.stored.read()
    const live = kit.account.namespace
    const namespaces = namespace ? [namespace] : [...new Set([...state.connectedNamespaces, ...(live ? [live] : [])])]
    const failures: unknown[] = []
    const told: Promise<void>[] = []
    for (const ns of namespaces) {
      const connectorId = (live === ns ? kit.account.connectorId : undefined) ?? state.connectedConnectorIds[ns]
      if (!connectorId) continue
      this.forget(ns, connectorId)
      const adapter = this.adapterFor(ns)
      if (adapter) told.push(withTimeout(adapter.disconnect(connectorId), kit.options.timings.disconnectWait, 'The wallet did not answer').catch((error: unknown) => void failures.push(error)))
    }
    if (kit.modal.isOpen) kit.router.reset('Connect')
    await Promise.all(told)
    if (failures.length > 0) {
      kit.events.emit('DISCONNECT_ERROR', { message: ERROR_TEXTS.failedToDisconnect })
      throw new Error(ERROR_TEXTS.failedToDisconnect, { cause: failures[0] })
    }
    kit.events.emit('DISCONNECT_SUCCESS')
  }

  /** Reads the native balance (30 s cache, one read at a time per account); skipped on an unsupported network. */
  refreshBalance(force = false): Promise<void> {
    const { account, networks } = this.kit
    const caipAddress = account.caipAddress
    const network = networks.active
    const adapter = this.adapterFor(account.namespace)
    if (!caipAddress || !network || networks.isUnsupported || !adapter || !account.address) return Promise.resolve()
    const cached = force ? undefined : this.balances.get(caipAddress)
    if (cached) {
      account.setBalance(cached.balance, cached.symbol)
      return Promise.resolve()
    }
    const pending = this.balanceReads.get(caipAddress)
    if (pending) return pending
    account.setBalanceLoading()
    const read = adapter
      .getBalance(account.address, network)
      .then(({ balance, symbol }) => {
        this.balances.set(caipAddress, { balance, symbol })
        if (account.caipAddress === caipAddress) account.setBalance(balance, symbol)
      })
      .catch((error: unknown) => {
        console.warn('[gangway] could not read the balance', error)
        if (account.caipAddress === caipAddress) account.setBalanceFailed()
      })
      .finally(() => this.balanceReads.delete(caipAddress))
    this.balanceReads.set(caipAddress, read)
    return read
  }

  // ---- what the wallet reports (AdapterContext callbacks) ----

  accountsChanged(connectorId: string, addresses: readonly string[]): void {
    const { account } = this.kit
    const namespace = account.namespace
    if (account.connectorId !== connectorId || !namespace || !account.caipAddress) return
    const [address] = addresses
    if (!address) return this.walletDisconnected(connectorId)
    const reference = account.caipAddress.split(':')[1] ?? ''
    try {
      account.setConnected(connectionAddress(namespace, reference, address))
    } catch (error) {
      return console.warn('[gangway] ignored a malformed account change', error)
    }
    this.stored.saveConnected(namespace, { connectorId, accounts: addresses.map((a) => ({ address: a })), ...(account.walletInfo ? { name: account.walletInfo.name } : {}) })
    void this.refreshBalance()
  }

  chainChanged(connectorId: string, chainId: number | string): void {
    const { account, networks } = this.kit
    if (account.connectorId !== connectorId || !account.namespace || !account.address) return
    if (networks.active?.caipNetworkId === `${account.namespace}:${chainId}` && account.caipAddress?.split(':')[1] === String(chainId)) return
    this.setChain(account.namespace, chainId, account.address)
    if (networks.isUnsupported) void this.kit.open({ view: 'SwitchNetwork' })
    void this.refreshBalance()
  }

  walletDisconnected(connectorId: string): void {
    const { account } = this.kit
    if (account.connectorId !== connectorId || !account.namespace) return
    this.forget(account.namespace, connectorId)
    this.kit.events.emit('DISCONNECT_SUCCESS', { reason: 'wallet' })
    if (this.kit.modal.isOpen) this.kit.router.reset('Connect')
  }

  // ---- shared with restoreConnections ----

  /** Records what the wallet reported: account, network, stored connection; throws on a malformed answer. */
  applyConnection(connector: ConnectorInfo, result: AdapterConnection): void {
    const namespace = connector.namespace
    if (!namespace) throw new Error(errorTextWith.noConnectorFound(connector.id))
    const caipAddress = connectionAddress(namespace, result.chainId, result.address)
    this.setChain(namespace, result.chainId, result.address)
    this.kit.account.setConnected(caipAddress, connector.id, {
      name: connector.name,
      identifier: connector.rdns ?? connector.id,
      ...(connector.imageUrl ? { icon: connector.imageUrl } : {}),
    })
    this.stored.saveConnected(namespace, { connectorId: connector.id, accounts: [{ address: result.address }], name: connector.name })
    void this.refreshBalance()
  }

  /** The connector is only remembered now, as disconnected; the account resets if it was this connection. */
  forget(namespace: ChainNamespace, connectorId: string): void {
    this.stored.saveDisconnected(namespace, connectorId)
    const { account } = this.kit
    if (account.namespace === namespace && account.connectorId === connectorId) account.reset()
  }

  /** The wallet's chain, or the kit's own network choice after networks were added or removed. */
  setChain(namespace: ChainNamespace, chainId: number | string, address: string): void {
    const { networks, account } = this.kit
    const known = networks.find(`${namespace}:${chainId}`)
    if (known) networks.setActive(known)
    else networks.setUnsupported(namespace, chainId)
    if (account.caipAddress) account.setConnected(connectionAddress(namespace, chainId, address))
  }

  /** After networks were added or removed: the connected wallet's chain is looked up again. */
  resyncChain(): void {
    const { account } = this.kit
    const reference = account.caipAddress?.split(':')[1]
    if (account.namespace && account.address && reference) this.setChain(account.namespace, reference, account.address)
  }

  private settleStatus(): void {
    this.kit.account.setStatus(this.kit.account.isConnected ? 'connected' : 'disconnected')
  }
}
