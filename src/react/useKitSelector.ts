import { reaction } from 'mobx'
import { sameData } from '../kernel/sameData'
import { useCallback, useRef, useSyncExternalStore } from 'react'

/** Subscribes a component to a derived value of the kit's stores; re-renders only when it changes structurally. */
export function useKitSelector<T>(select: () => T): T {
  const selectRef = useRef(select)
  selectRef.current = select
  const cache = useRef<{ value: T } | null>(null)
  const subscribe = useCallback((onChange: () => void) => reaction(() => selectRef.current(), onChange, { equals: sameData }), [])
  const getSnapshot = () => {
    const next = selectRef.current()
    if (cache.current && sameData(cache.current.value, next)) return cache.current.value
    cache.current = { value: next }
    return next
  }
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}
