import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import type { AppKitOptions } from '../kernel/options'
import { KitRoot } from '../kernel/root'

/**
 * The set-up of a file that tests kits in a DOM: every API call stays pending (fetch never answers), and after
 * each test the rendered tree is removed, every kit made is destroyed, and timers and globals are restored.
 * Returns the maker: a kit with its adapters started, as createAppKit starts it in a browser.
 */
export function kitsPerTest(): (options: AppKitOptions) => KitRoot {
  const kits: KitRoot[] = []
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {}))))
  afterEach(() => {
    cleanup()
    for (const kit of kits.splice(0)) kit.destroy()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })
  return (options) => {
    const kit = new KitRoot(options)
    kit.startAdapters()
    kits.push(kit)
    return kit
  }
}
