import { makeAutoObservable } from 'mobx'
import type { CaipNetwork, ChainNamespace } from '../types'

/** The configured networks and the active one. */
export class NetworkStore {
  readonly networks: readonly CaipNetwork[]
  active: CaipNetwork | undefined

  constructor(networks: readonly CaipNetwork[], initial: CaipNetwork | undefined) {
    this.networks = networks
    this.active = initial
    makeAutoObservable(this, { networks: false }, { autoBind: true })
  }

  get activeChain(): ChainNamespace | undefined {
    return this.active?.chainNamespace
  }

  find(caipNetworkId: string): CaipNetwork | undefined {
    return this.networks.find((network) => network.caipNetworkId === caipNetworkId)
  }

  setActive(network: CaipNetwork): void {
    this.active = network
  }
}
