import { EmailUpdateFlow } from '../auth/EmailUpdateFlow'
import type { KernelServices } from './KernelServices'

export function create(kit: KernelServices): EmailUpdateFlow {
  return new EmailUpdateFlow({ account: kit.account, emailChangePoll: kit.options.timings.emailChangePoll, wallet: () => kit.slice('auth') })
}
