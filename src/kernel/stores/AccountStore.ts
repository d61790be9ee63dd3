import { makeAutoObservable } from 'mobx'
import type { CaipAddress, ChainNamespace, SocialProvider } from '../types'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting'

/**
 * What just happened to the connection, as the flows report it; the router's navigation rules react to it
 * (a visitor's connect closes the modal, a disconnect shows Connect, a wallet on an unknown chain shows
 * SwitchNetwork). A restore after a reload reports nothing: it never moves the modal.
 */
export interface ConnectionChange {
  /** 'switched': another of the visitor's wallets became the connected one (multi-wallet); the modal stays. */
  readonly kind: 'connected' | 'disconnected' | 'chainChanged' | 'switched'
  /** Counts changes, so two alike in a row are both seen. */
  readonly seq: number
}
export type BalanceStatus = 'idle' | 'loading' | 'ready' | 'failed'

/** The wallet behind the connection (§3 connected wallet info). */
export interface ConnectedWalletInfo {
  readonly name: string
  /** The wallet's rdns or connector id. */
  readonly identifier: string
  readonly icon?: string
  readonly social?: string
}

/** §3 account embeddedWalletInfo: the login behind an embedded wallet (e-mail or a social provider). */
export interface EmbeddedWalletInfo {
  readonly user: { readonly username?: string; readonly email?: string }
  readonly authProvider: 'email' | SocialProvider
  readonly accountType: 'eoa' | 'smartAccount'
  readonly isSmartAccountDeployed: boolean
}

/** One of an embedded wallet's accounts (§3 auth user accounts). */
export interface EmbeddedAccount {
  readonly address: string
  readonly type: 'eoa' | 'smartAccount'
}

/** A namespace's connection kept while another namespace is the active one (§3 connections per namespace). */
export interface ParkedAccount {
  readonly caipAddress: CaipAddress
  readonly connectorId: string
  readonly walletInfo: ConnectedWalletInfo | undefined
  readonly balance: string | undefined
  readonly balanceSymbol: string | undefined
}

/**
 * Account state (§3) of the active namespace, and the connections of the other namespaces (`parked`). The
 * connection flows are its only writer, from what the adapters report.
 */
export class AccountStore {
  caipAddress: CaipAddress | undefined = undefined
  status: ConnectionStatus = 'disconnected'
  connectorId: string | undefined = undefined
  walletInfo: ConnectedWalletInfo | undefined = undefined
  /** Native balance in whole units, as a decimal string; undefined until read. */
  balance: string | undefined = undefined
  balanceSymbol: string | undefined = undefined
  balanceStatus: BalanceStatus = 'idle'
  lastChange: ConnectionChange | undefined = undefined
  parked: readonly ParkedAccount[] = []
  /** Set by the login that made the embedded wallet; only reported while that connector is the connected one. */
  private embedded: { readonly connectorId: string; readonly info: EmbeddedWalletInfo; readonly accounts: readonly EmbeddedAccount[] } | undefined = undefined

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true })
  }

  get address(): string | undefined {
    return this.caipAddress?.split(':')[2]
  }

  get namespace(): ChainNamespace | undefined {
    return this.caipAddress?.split(':')[0] as ChainNamespace | undefined
  }

  get isConnected(): boolean {
    return this.caipAddress !== undefined
  }

  get embeddedWalletInfo(): EmbeddedWalletInfo | undefined {
    return this.embedded && this.embedded.connectorId === this.connectorId ? this.embedded.info : undefined
  }

  /** §3 auth user accounts: the embedded wallet's signer and smart account (allAccounts lists both). */
  get embeddedAccounts(): readonly EmbeddedAccount[] {
    return (this.embeddedWalletInfo && this.embedded?.accounts) ?? []
  }

  /** §3 socialProvider: set for an embedded wallet reached through social login. */
  get socialProvider(): SocialProvider | undefined {
    const provider = this.embeddedWalletInfo?.authProvider
    return provider === 'email' ? undefined : provider
  }

  setEmbeddedWallet(connectorId: string, info: EmbeddedWalletInfo | undefined, accounts: readonly EmbeddedAccount[] = []): void {
    this.embedded = info ? { connectorId, info, accounts } : undefined
  }

  setConnected(caipAddress: CaipAddress, connectorId?: string, walletInfo?: ConnectedWalletInfo): void {
    if (caipAddress !== this.caipAddress) this.clearBalance()
    this.caipAddress = caipAddress
    this.status = 'connected'
    if (connectorId !== undefined) this.connectorId = connectorId
    if (walletInfo !== undefined) this.walletInfo = walletInfo
  }

  /** Reports a connection change to the navigation rules (ConnectionChange). */
  noteChange(kind: ConnectionChange['kind']): void {
    this.lastChange = { kind, seq: (this.lastChange?.seq ?? 0) + 1 }
  }

  /** The parked connection of a namespace, if any. */
  parkedIn(namespace: ChainNamespace): ParkedAccount | undefined {
    return this.parked.find((one) => one.caipAddress.startsWith(`${namespace}:`))
  }

  setStatus(status: ConnectionStatus): void {
    this.status = status
  }

  setBalanceLoading(): void {
    this.balanceStatus = 'loading'
  }

  setBalance(balance: string, symbol: string): void {
    this.balance = balance
    this.balanceSymbol = symbol
    this.balanceStatus = 'ready'
  }

  setBalanceFailed(): void {
    this.balanceStatus = 'failed'
  }

  clearBalance(): void {
    this.balance = undefined
    this.balanceSymbol = undefined
    this.balanceStatus = 'idle'
  }

  reset(): void {
    this.caipAddress = undefined
    this.status = 'disconnected'
    this.connectorId = undefined
    this.walletInfo = undefined
    this.embedded = undefined
    this.clearBalance()
  }
}
