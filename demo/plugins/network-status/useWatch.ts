import { useEffect } from 'react'
import type { NetworkStatusStore } from './NetworkStatusStore'

/** The store reads the network while the calling part is on screen. */
export function useWatch(store: NetworkStatusStore): void {
  useEffect(() => store.watch(), [store])
}
