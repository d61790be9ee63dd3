import { lazy, Suspense } from 'react'
import { isCoreView } from '../../kernel/router/views'
import type { RouteEntry } from '../../kernel/router/views'
import { SkeletonRow } from '../components/SkeletonRow'
import { ConnectView } from './ConnectView'
import { LAZY_VIEWS } from './lazyViews'
import { PluginView } from './PluginView'

// A view this build does not include: rare, so its own chunk.
const UnavailableView = lazy(() => import('./UnavailableView').then(({ UnavailableView }) => ({ default: UnavailableView })))


/** Renders the current route: Connect is in the entry; other core views are lazy chunks; plugin views come from plugins. */
export function ViewSwitch({ route }: { readonly route: RouteEntry }) {
  if (!isCoreView(route.view)) return <PluginView view={route.view} args={route.args} />
  if (route.view === 'Connect') return <ConnectView />
  const View = LAZY_VIEWS[route.view]?.Component
  return (
    <Suspense fallback={<SkeletonRow />}>
      {View ? <View {...((route.args ?? {}) as Record<string, unknown>)} /> : <UnavailableView view={route.view} />}
    </Suspense>
  )
}
