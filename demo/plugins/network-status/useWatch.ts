import { useEffect } from 'react'
import type { NetworkStatusStore } from './NetworkStatusStore'

/**
 * The store reads the network while the calling part is on screen. Reading starts in a task after the next frame:
 * React runs the effects of a click's render inside the click's task, a plain setTimeout(0) still runs before the
 * frame, and the modal should paint before any network work (and the viem client it makes) begins.
 */
export function useWatch(store: NetworkStatusStore): void {
  useEffect(() => {
    let stop: (() => void) | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => (stop = store.watch()), 0)))
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
      stop?.()
    }
  }, [store])
}
