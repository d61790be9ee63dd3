import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { isCoreView, type RouteEntry } from '../../kernel/router/views'
import { SkeletonRow } from '../components/SkeletonRow'
import { useKit } from '../KitContext'
import { ConnectView } from './ConnectView'
import { UNAVAILABLE_ENTRY, viewEntry, type LazyViewComponent } from './coreViews'
import { PluginView } from './PluginView'

/**
 * Renders the current route: Connect is in the entry; every other core view is a lazy registry entry (asked
 * for when the router pushed it), rendered at once when its chunk is here, a skeleton row until then; plugin
 * views come from their plugins.
 */
export const ViewSwitch = observer(function ViewSwitch({ route }: { readonly route: RouteEntry }) {
  const kit = useKit()
  const known = isCoreView(route.view) && route.view !== 'Connect'
  const entry = known ? (kit.lazy.has(viewEntry(route.view)) ? viewEntry(route.view) : UNAVAILABLE_ENTRY) : undefined
  const View = entry ? kit.lazy.get<LazyViewComponent>(entry) : undefined
  const failed = entry !== undefined && kit.lazy.status(entry) === 'failed'
  useEffect(() => {
    if (entry && !View && !failed) kit.lazy.preload(entry)
  }, [kit, entry, View, failed])
  if (!isCoreView(route.view)) return <PluginView view={route.view} args={route.args} />
  if (route.view === 'Connect') return <ConnectView />
  if (failed) return <p className="gw-muted">This view could not be loaded.</p>
  if (!View) return <SkeletonRow />
  const args = (route.args ?? {}) as Record<string, unknown>
  return entry === UNAVAILABLE_ENTRY ? <View view={route.view} /> : <View {...args} />
})
