import { lazy, Suspense, type ComponentType } from 'react'
import { isCoreView } from '../../kernel/router/views'
import type { RouteEntry } from '../../kernel/router/views'
import { SkeletonRow } from '../components/SkeletonRow'
import { ConnectView } from './ConnectView'
import { PluginView } from './PluginView'

// A view this build does not include: rare, so its own chunk.
const UnavailableView = lazy(() => import('./UnavailableView').then(({ UnavailableView }) => ({ default: UnavailableView })))

/** Core views other than Connect are lazy chunks; each gets the route's arguments as props. */
const LAZY_VIEWS: Readonly<Record<string, ComponentType<Record<string, unknown>>>> = {
  AllWallets: lazy(() => import('./AllWalletsView')),
  Account: lazy(() => import('./AccountView')),
  SwitchNetwork: lazy(() => import('./SwitchNetworkView')),
  ConnectingExternal: lazy(() => import('./ConnectingExternalView')),
}

/** Renders the current route: Connect is in the entry; other core views are lazy chunks; plugin views come from plugins. */
export function ViewSwitch({ route }: { readonly route: RouteEntry }) {
  if (!isCoreView(route.view)) return <PluginView view={route.view} args={route.args} />
  if (route.view === 'Connect') return <ConnectView />
  const View = LAZY_VIEWS[route.view]
  return (
    <Suspense fallback={<SkeletonRow />}>
      {View ? <View {...((route.args ?? {}) as Record<string, unknown>)} /> : <UnavailableView view={route.view} />}
    </Suspense>
  )
}
