import { IdentityStore } from '../account/IdentityStore'
import type { KernelServices } from './KernelServices'

export function create(kit: KernelServices): IdentityStore {
  return new IdentityStore({ account: kit.account, networks: kit.networks, chainData: kit.chainData, storage: kit.storage })
}
