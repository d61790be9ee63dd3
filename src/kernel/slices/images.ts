import { ImagePreloader } from '../imagePreload'
import type { KernelServices } from './KernelServices'

export function create(kit: KernelServices): ImagePreloader {
  return new ImagePreloader(kit.options.timings.imagePreloadGiveUp)
}
