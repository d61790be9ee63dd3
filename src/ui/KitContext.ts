import { createContext, useContext } from 'react'
import type { AppKit } from '../kernel/appkit'
import { UsageError } from '../kernel/errors'

export const KitContext = createContext<AppKit | null>(null)

export function useKit(): AppKit {
  const kit = useContext(KitContext)
  if (!kit) throw new UsageError('OUTSIDE_KIT')
  return kit
}
