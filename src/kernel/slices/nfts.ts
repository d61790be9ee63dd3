import { NftsStore } from '../account/NftsStore'
import type { KernelServices } from './KernelServices'

export function create(kit: KernelServices): NftsStore {
  return new NftsStore({ account: kit.account, networks: kit.networks, chainData: kit.chainData })
}
