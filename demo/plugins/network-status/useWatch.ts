import { useEffect } from 'react'
import type { NetworkStatusStore } from './NetworkStatusStore'

/**
 * The store reads the network while the calling part is on screen. Reading starts in a task of its own: React
 * runs the effects of a click's render inside the click's task, and the modal should paint before any network
 * work begins.
 */
export function useWatch(store: NetworkStatusStore): void {
  useEffect(() => {
    let stop: (() => void) | undefined
    const timer = setTimeout(() => (stop = store.watch()), 0)
    return () => {
      clearTimeout(timer)
      stop?.()
    }
  }, [store])
}
