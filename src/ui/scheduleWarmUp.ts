import type { KitRoot } from '../kernel/root'

/**
 * Runs the warm-up (warmUp.tsx, its own small chunk) when the browser is idle, or soon where
 * requestIdleCallback is missing.
 */
export function scheduleWarmUp(kit: KitRoot, shadow: ShadowRoot): () => void {
  let cancelled = false
  const run = () => {
    void import('./warmUp').then(({ warmUp }) => {
      if (!cancelled && !kit.modal.isOpen && !kit.isDestroyed) warmUp(kit, shadow)
    })
  }
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 2000 })
    return () => {
      cancelled = true
      cancelIdleCallback(handle)
    }
  }
  const timer = setTimeout(run, 200)
  return () => {
    cancelled = true
    clearTimeout(timer)
  }
}
