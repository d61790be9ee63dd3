import { AuthStore } from '../auth/AuthStore'
import type { KernelServices } from './KernelServices'

export function create(kit: KernelServices): AuthStore {
  return new AuthStore(kit)
}
