import { SocialLoginFlow } from '../auth/SocialLoginFlow'
import type { KernelServices } from './KernelServices'

export async function create(kit: KernelServices): Promise<SocialLoginFlow> {
  return new SocialLoginFlow(kit, await kit.slice('auth'))
}
