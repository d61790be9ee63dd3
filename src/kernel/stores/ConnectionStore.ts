import { makeAutoObservable, runInAction, when } from 'mobx'
import type { AdapterConnection, ChainAdapter, Eip1193Provider } from '../adapterTypes'
import type { AppKit } from '../appkit'
import { CONNECTOR_DISCOVERY_WAIT_MS } from '../constants'
import { ERROR_TEXTS, errorTextWith } from '../errors'
import { StoredConnections } from '../connections/storedConnections'
import { withTimeout } from '../connections/withTimeout'
import { describeConnectError } from '../connections/describeConnectError'
import { createNativeBalanceCache, type TtlCache } from '../storage/ttlCache'
import type { CaipAddress, ChainNamespace } from '../types'
import * as z from 'zod/mini'
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
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * Connections (§4): connect, reconnect on start, disconnect, and the wallet's own account and chain
 * events. The only writer of the account's connection facts; the adapter reports them.
 */
export class ConnectionStore {
  attempt: ConnectAttempt | undefined = undefined
  readonly stored: StoredConnections
  private attemptSeq = 0
  private readonly balances: TtlCache<z.infer<typeof balanceSchema>>

  constructor(private readonly kit: AppKit) {
    this.stored = new StoredConnections(kit.storage)
    this.balances = createNativeBalanceCache({ storage: kit.storage, schema: balanceSchema })
    makeAutoObservable<ConnectionStore, 'kit' | 'attemptSeq' | 'balances'>(this, { kit: false, stored: false, attemptSeq: false, balances: false }, { autoBind: true })
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
    const previousStatus = kit.account.status
    this.attempt = { connectorId, status: 'connecting' }
    kit.account.setStatus('connecting')
    kit.events.emit('SELECT_WALLET', { name: connector.name, platform: 'browser' })
    try {
      const result = await withTimeout(adapter.connect(connectorId, kit.networks.active), kit.options.timings.walletConnectTimeout, 'The wallet did not answer')
      if (seq !== this.attemptSeq) return false
      this.apply(connector, result)
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
        kit.account.setStatus(previousStatus)
      })
      kit.events.emit('CONNECT_ERROR', { message, detail })
      return false
    }
  }

  /** Leaves the connecting view's attempt behind (the visitor went back). */
  cancelAttempt(): void {
    this.attemptSeq++
    if (this.attempt?.status === 'connecting') this.kit.account.setStatus(this.kit.account.isConnected ? 'connected' : 'disconnected')
    this.attempt = undefined
  }

  /** §4: with reconnect enabled, the stored connections are synced with the wallets; otherwise all are disconnected. */
  async reconnectOnStart(): Promise<void> {
    const { kit } = this
    if (!kit.options.enableReconnect) return this.stored.disconnectAll()
    const state = this.stored.read()
    for (const namespace of state.connectedNamespaces) {
      const connectorId = state.connectedConnectorIds[namespace]
      const adapter = this.adapterFor(namespace)
      if (!connectorId || !adapter) continue
      kit.account.setStatus('reconnecting')
      try {
        await when(() => kit.connectors.find(connectorId) !== undefined, { timeout: CONNECTOR_DISCOVERY_WAIT_MS })
        const result = await withTimeout(adapter.reconnect(connectorId), kit.options.timings.walletConnectTimeout, 'The wallet did not answer')
        const connector = kit.connectors.find(connectorId)
        if (result && connector) this.apply(connector, result)
        else this.forget(namespace, connectorId)
      } catch (error) {
        console.warn(`[gangway] could not reconnect ${connectorId}`, error)
        this.forget(namespace, connectorId)
      }
    }
  }

  /** Disconnects a namespace (default: every connected one); stored data is cleared even when the wallet fails. */
  async disconnect(namespace?: ChainNamespace): Promise<void> {
    const { kit } = this
    const state = this.stored.read()
    const namespaces = namespace ? [namespace] : state.connectedNamespaces
    const failures: unknown[] = []
    for (const ns of namespaces) {
      const connectorId = state.connectedConnectorIds[ns] ?? (kit.account.namespace === ns ? kit.account.connectorId : undefined)
      if (!connectorId) continue
      await this.adapterFor(ns)?.disconnect(connectorId).catch((error: unknown) => failures.push(error))
      this.forget(ns, connectorId)
    }
    if (failures.length > 0) {
      kit.events.emit('DISCONNECT_ERROR', { message: ERROR_TEXTS.failedToDisconnect })
      throw new Error(ERROR_TEXTS.failedToDisconnect, { cause: failures[0] })
    }
    kit.events.emit('DISCONNECT_SUCCESS')
    if (kit.modal.isOpen) kit.router.reset('Connect')
  }

  /** Reads the native balance (30 s cache); skipped on an unsupported network. */
  async refreshBalance(force = false): Promise<void> {
    const { account, networks } = this.kit
    const caipAddress = account.caipAddress
    const network = networks.active
    const adapter = this.adapterFor(account.namespace)
    if (!caipAddress || !network || networks.isUnsupported || !adapter || !account.address) return
    const cached = force ? undefined : this.balances.get(caipAddress)
    if (cached) return account.setBalance(cached.balance, cached.symbol)
    account.setBalanceLoading()
    try {
      const { balance, symbol } = await adapter.getBalance(account.address, network)
      if (account.caipAddress !== caipAddress) return
      this.balances.set(caipAddress, { balance, symbol })
      account.setBalance(balance, symbol)
    } catch (error) {
      console.warn('[gangway] could not read the balance', error)
      if (account.caipAddress === caipAddress) account.setBalanceFailed()
    }
  }

  // ---- what the wallet reports (AdapterContext callbacks) ----

  accountsChanged(connectorId: string, addresses: readonly string[]): void {
    const { account } = this.kit
    if (account.connectorId !== connectorId || !account.namespace) return
    const [address] = addresses
    if (!address) return this.walletDisconnected(connectorId)
    const [namespace, reference] = account.caipAddress?.split(':') ?? []
    account.setConnected(`${namespace}:${reference}:${address}` as CaipAddress)
    this.stored.saveConnected(account.namespace, { connectorId, accounts: addresses.map((a) => ({ address: a })) })
    void this.refreshBalance()
  }

  chainChanged(connectorId: string, chainId: number | string): void {
    const { account } = this.kit
    if (account.connectorId !== connectorId || !account.namespace || !account.address) return
    this.setChain(account.namespace, chainId, account.address)
    if (this.kit.networks.isUnsupported) void this.kit.open({ view: 'SwitchNetwork' })
    void this.refreshBalance()
  }

  walletDisconnected(connectorId: string): void {
    const { account } = this.kit
    if (account.connectorId !== connectorId || !account.namespace) return
    this.forget(account.namespace, connectorId)
    this.kit.events.emit('DISCONNECT_SUCCESS', { reason: 'wallet' })
    if (this.kit.modal.isOpen) this.kit.router.reset('Connect')
  }

  // ---- internals ----

  private apply(connector: ConnectorInfo, result: AdapterConnection): void {
    const namespace = connector.namespace
    if (!namespace || !EVM_ADDRESS.test(result.address)) throw new Error(`The wallet returned a malformed address: ${result.address}`)
    this.setChain(namespace, result.chainId, result.address)
    const caipAddress = `${namespace}:${result.chainId}:${result.address}` as CaipAddress
    this.kit.account.setConnected(caipAddress, connector.id, { name: connector.name, identifier: connector.rdns ?? connector.id, ...(connector.imageUrl ? { icon: connector.imageUrl } : {}) })
    this.stored.saveConnected(namespace, { connectorId: connector.id, accounts: [{ address: result.address }], name: connector.name })
    void this.refreshBalance()
  }

  private setChain(namespace: ChainNamespace, chainId: number | string, address: string): void {
    const { networks, account } = this.kit
    const known = networks.find(`${namespace}:${chainId}`)
    if (known) networks.setActive(known)
    else networks.setUnsupported(namespace, chainId)
    if (account.caipAddress) account.setConnected(`${namespace}:${chainId}:${address}` as CaipAddress)
  }

  private forget(namespace: ChainNamespace, connectorId: string): void {
    this.stored.saveDisconnected(namespace, connectorId)
    if (this.kit.account.namespace === namespace || this.kit.account.status !== 'connected') this.kit.account.reset()
  }
}
