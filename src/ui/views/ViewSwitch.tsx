import { lazy, Suspense } from 'react'
import { isCoreView } from '../../kernel/router/views'
import type { RouteEntry } from '../../kernel/router/views'
import { SkeletonRow } from '../components/SkeletonRow'
import { ConnectView } from './ConnectView'
import { PluginView } from './PluginView'
import { UnavailableView } from './UnavailableView'

const AllWalletsView = lazy(() => import('./AllWalletsView'))

/** Renders the current route: Connect is in the entry; other core views are lazy chunks; plugin views come from plugins. */
export function ViewSwitch({ route }: { readonly route: RouteEntry }) {
  if (!isCoreView(route.view)) return <PluginView view={route.view} args={route.args} />
  switch (route.view) {
    case 'Connect':
      return <ConnectView />
    case 'AllWallets':
      return (
        <Suspense fallback={<SkeletonRow />}>
          <AllWalletsView />
        </Suspense>
      )
    default:
      return <UnavailableView view={route.view} />
  }
}
