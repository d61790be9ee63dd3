import { createContext, useContext, type ReactNode } from 'react'
import type { AppKit } from '../AppKit'
import { UsageError } from '../kernel/errors/usage'

const AppKitContext = createContext<AppKit | null>(null)

/** Makes a kit available to the hooks and <ConnectButton/> below it. */
export function AppKitProvider({ appkit, children }: { readonly appkit: AppKit; readonly children?: ReactNode }) {
  return <AppKitContext.Provider value={appkit}>{children}</AppKitContext.Provider>
}

export function useAppKitInstance(): AppKit {
  const kit = useContext(AppKitContext)
  if (!kit) throw new UsageError('OUTSIDE_PROVIDER')
  return kit
}
