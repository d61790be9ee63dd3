import { lazy, Suspense, type ReactNode } from 'react'
import { isCoreView } from '../../kernel/router/views'
import type { RouteEntry } from '../../kernel/router/views'
import { SkeletonRow } from '../components/SkeletonRow'
import { ConnectView } from './ConnectView'
import { PluginView } from './PluginView'
import { UnavailableView } from './UnavailableView'

const AllWalletsView = lazy(() => import('./AllWalletsView'))
const AccountView = lazy(() => import('./AccountView'))
const SwitchNetworkView = lazy(() => import('./SwitchNetworkView'))
const ConnectingExternalView = lazy(() => import('./ConnectingExternalView'))

const Lazy = ({ children }: { readonly children: ReactNode }) => <Suspense fallback={<SkeletonRow />}>{children}</Suspense>

/** Renders the current route: Connect is in the entry; other core views are lazy chunks; plugin views come from plugins. */
export function ViewSwitch({ route }: { readonly route: RouteEntry }) {
  if (!isCoreView(route.view)) return <PluginView view={route.view} args={route.args} />
  switch (route.view) {
    case 'Connect':
      return <ConnectView />
    case 'AllWallets':
      return (
        <Lazy>
          <AllWalletsView />
        </Lazy>
      )
    case 'Account':
      return (
        <Lazy>
          <AccountView />
        </Lazy>
      )
    case 'SwitchNetwork':
      return (
        <Lazy>
          <SwitchNetworkView />
        </Lazy>
      )
    case 'ConnectingExternal': {
      const { connectorId } = (route.args ?? {}) as { connectorId?: string }
      return <Lazy>{connectorId ? <ConnectingExternalView connectorId={connectorId} /> : <UnavailableView view={route.view} />}</Lazy>
    }
    default:
      return <UnavailableView view={route.view} />
  }
}
