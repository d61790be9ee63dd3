import { makeAutoObservable } from 'mobx'
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../types'

/** §4: the name shown for a chain the wallet is on but the app does not support. */
export const UNKNOWN_NETWORK_NAME = 'Unknown Network'

/** The configured networks and the active one; a wallet on another chain puts it in the unsupported state. */
export class NetworkStore {
  networks: readonly CaipNetwork[]
  active: CaipNetwork | undefined
  /** The wallet is on a chain outside `networks` (§4 unsupported-network state). */
  isUnsupported = false
  /** The network a switch is waiting on the wallet for, and the last switch's failure (SwitchNetwork view). */
  switching: string | undefined = undefined
  switchError: { readonly caipNetworkId: string; readonly message: string } | undefined = undefined

  constructor(networks: readonly CaipNetwork[], initial: CaipNetwork | undefined) {
    this.networks = networks
    this.active = initial
    makeAutoObservable(this, {}, { autoBind: true })
  }

  get activeChain(): ChainNamespace | undefined {
    return this.active?.chainNamespace
  }

  find(caipNetworkId: string): CaipNetwork | undefined {
    return this.networks.find((network) => network.caipNetworkId === caipNetworkId)
  }

  ofNamespace(namespace: ChainNamespace): readonly CaipNetwork[] {
    return this.networks.filter((network) => network.chainNamespace === namespace)
  }

  setActive(network: CaipNetwork): void {
    this.active = network
    this.isUnsupported = false
  }

  /** The wallet moved to a chain the app does not list. */
  setUnsupported(namespace: ChainNamespace, reference: string | number): void {
    const caipNetworkId: CaipNetworkId = `${namespace}:${reference}`
    const symbol = this.active?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
    this.active = { id: reference, caipNetworkId, chainNamespace: namespace, name: UNKNOWN_NETWORK_NAME, nativeCurrency: symbol, rpcUrls: { default: { http: [] } } }
    this.isUnsupported = true
  }

  setSwitching(caipNetworkId: string | undefined): void {
    this.switching = caipNetworkId
    if (caipNetworkId !== undefined) this.switchError = undefined
  }

  clearSwitchError(): void {
    this.switchError = undefined
  }

  setSwitchError(caipNetworkId: string, message: string): void {
    this.switching = undefined
    this.switchError = { caipNetworkId, message }
  }

  add(network: CaipNetwork): void {
    if (this.find(network.caipNetworkId)) return
    this.networks = [...this.networks, network]
  }

  remove(caipNetworkId: string): void {
    this.networks = this.networks.filter((network) => network.caipNetworkId !== caipNetworkId)
    if (this.active?.caipNetworkId === caipNetworkId && !this.isUnsupported) this.active = this.networks[0]
  }
}
