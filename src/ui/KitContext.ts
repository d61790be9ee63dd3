import { createContext, useContext } from 'react'
import type { AppKit } from '../kernel/appkit'

export const KitContext = createContext<AppKit | null>(null)

export function useKit(): AppKit {
  const kit = useContext(KitContext)
  if (!kit) throw new Error('[gangway] a modal component rendered outside its kit')
  return kit
}
