import { PortfolioStore, type PortfolioDeps } from '../account/PortfolioStore'
import type { KernelServices } from './KernelServices'

export function portfolioDeps(kit: KernelServices): PortfolioDeps {
  return { account: kit.account, networks: kit.networks, chainData: kit.chainData, storage: kit.storage, toast: kit.toast, balanceRetryWait: kit.options.timings.balanceRetryWait }
}

export function create(kit: KernelServices): PortfolioStore {
  return new PortfolioStore(portfolioDeps(kit))
}
