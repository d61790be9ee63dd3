import { useEffect } from 'react'
import type { KernelSlices } from '../../kernel/slices/KernelSlices'
import { useKit } from '../KitContext'

/**
 * A kernel slice's store for an observer view: there at once when the view's registry entry needs it (it
 * loaded with the view), else undefined while its chunk loads. With `wanted` false nothing is fetched.
 */
export function useSlice<K extends keyof KernelSlices>(name: K, wanted = true): KernelSlices[K] | undefined {
  const kit = useKit()
  const value = kit.lazy.get<KernelSlices[K]>(name)
  useEffect(() => {
    if (wanted && !value) kit.slice(name).catch((error: unknown) => console.error(`[gangway] could not load ${name}`, error))
  }, [kit, name, value, wanted])
  return wanted ? value : undefined
}
