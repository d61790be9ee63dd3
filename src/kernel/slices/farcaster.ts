import { FarcasterLoginFlow } from '../auth/FarcasterLoginFlow'
import type { KernelServices } from './KernelServices'

export async function create(kit: KernelServices): Promise<FarcasterLoginFlow> {
  return new FarcasterLoginFlow(kit, await kit.slice('auth'))
}
