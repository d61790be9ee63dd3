import type { CaipNetwork } from '../types'

/** What subscribeNetwork hands its listener (useAppKitNetwork without switchNetwork). */
export interface NetworkState {
  readonly caipNetwork: CaipNetwork | undefined
  readonly chainId: number | string | undefined
  readonly caipNetworkId: string | undefined
}
