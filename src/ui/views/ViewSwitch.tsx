import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import type { RouteEntry } from '../../kernel/router/views'
import { SkeletonRow } from '../components/SkeletonRow'
import { useKit } from '../KitContext'
import { ConnectView } from './ConnectView'
import { UNAVAILABLE_ENTRY, viewEntry, type LazyViewComponent } from './coreViews'
import { PluginView } from './PluginView'

/**
 * Renders the current route: Connect is in the entry; a view of an enabled plugin comes from that plugin; every
 * other kernel view is a lazy registry entry (asked for when the router pushed it), rendered at once when its
 * chunk is here, a skeleton row until then; a view nothing provides says it is unavailable in this build.
 */
export const ViewSwitch = observer(function ViewSwitch({ route }: { readonly route: RouteEntry }) {
  const kit = useKit()
  const fromPlugin = kit.plugins.hasView(route.view) ? kit.plugins.ownerOf(route.view) : undefined
  const entry = route.view === 'Connect' || fromPlugin ? undefined : kit.lazy.has(viewEntry(route.view)) ? viewEntry(route.view) : UNAVAILABLE_ENTRY
  const View = entry ? kit.lazy.get<LazyViewComponent>(entry) : undefined
  const failed = entry !== undefined && kit.lazy.status(entry) === 'failed'
  useEffect(() => {
    if (entry && !View && !failed) kit.lazy.preload(entry)
  }, [kit, entry, View, failed])
  if (route.view === 'Connect') return <ConnectView />
  if (fromPlugin) return <PluginView plugin={fromPlugin} part={{ view: route.view }} args={route.args} />
  if (failed) return <p className="gw-muted">This view could not be loaded.</p>
  if (!View) return <SkeletonRow />
  const args = (route.args ?? {}) as Record<string, unknown>
  return entry === UNAVAILABLE_ENTRY ? <View view={route.view} /> : <View {...args} />
})
