import type { SliceModule } from './KernelServices'
import type { KernelSlices } from './KernelSlices'

export type RegisterSlice = <K extends keyof KernelSlices>(name: K, load: () => Promise<SliceModule<K>>, needs?: readonly (keyof KernelSlices)[]) => void

/** Every kernel slice and the chunk that brings it (with the slices it needs first). */
export function registerKernelSlices(register: RegisterSlice): void {
  register('pluginKit', () => import('./pluginKit'))
  register('format', () => import('./format'))
  register('viem', () => import('./viem'))
  register('connection', () => import('./connection'))
  register('walletConnect', () => import('./walletConnect'))
  register('auth', () => import('./auth'))
  register('emailUpdate', () => import('./emailUpdate'), ['auth'])
  register('images', () => import('./images'))
  register('walletPages', () => import('./walletPages'), ['images'])
  register('portfolio', () => import('./portfolio'))
  register('identity', () => import('./identity'))
  register('nfts', () => import('./nfts'))
  register('multiWallet', () => import('./multiWallet'), ['connection'])
  register('recentWallets', () => import('./recentWallets'))
  register('headlessWallets', () => import('./headlessWallets'))
  register('siwx', () => import('./siwx'))
}
