import { createContext, useContext } from 'react'
import type { KitRoot } from '../kernel/root'
import { UsageError } from '../kernel/errors/usage'

export const KitContext = createContext<KitRoot | null>(null)

export function useKit(): KitRoot {
  const kit = useContext(KitContext)
  if (!kit) throw new UsageError('OUTSIDE_KIT')
  return kit
}
