import { createContext, useContext, type ReactNode } from 'react'
import type { AppKit } from '../AppKit'
import { createAppKit } from '../index'
import type { AppKitOptions } from '../kernel/options'
import { UsageError } from '../kernel/errors/usage'

const AppKitContext = createContext<AppKit | null>(null)

/** A kit made by the provider itself: one per page, as AppKit's provider does (re-renders and StrictMode reuse it). */
let providerKit: AppKit | undefined

export type AppKitProviderProps = ({ readonly appkit: AppKit } | AppKitOptions) & { readonly children?: ReactNode }

/**
 * Makes a kit available to the hooks and <ConnectButton/> below it: the one you pass as `appkit`, or one it
 * creates from createAppKit's options given as props (AppKit's `<AppKitProvider {...options}>`).
 */
export function AppKitProvider(props: AppKitProviderProps) {
  const kit = 'appkit' in props ? props.appkit : (providerKit ??= createAppKit(withoutChildren(props)))
  return <AppKitContext.Provider value={kit}>{props.children}</AppKitContext.Provider>
}

function withoutChildren(props: AppKitOptions & { readonly children?: ReactNode }): AppKitOptions {
  const { children: _children, ...options } = props
  return options
}

export function useAppKitInstance(): AppKit {
  const kit = useContext(AppKitContext)
  if (!kit) throw new UsageError('OUTSIDE_PROVIDER')
  return kit
}
