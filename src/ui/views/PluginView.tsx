import { observer } from 'mobx-react-lite'
import type { PluginComponent } from '../../plugin'
import type { PluginDescriptor } from '../../kernel/plugins/types'
import { useKit } from '../KitContext'
import { SkeletonRow } from '../components/SkeletonRow'

/** What a plugin shows: one of its views, or one of its Account tabs. */
export type PluginPart = { readonly view: string } | { readonly tab: string }

/** A plugin's view (or Account tab): its chunk was asked for when the router pushed the view; skeleton until it lands. */
export const PluginView = observer(function PluginView({ plugin, part, args }: { readonly plugin: PluginDescriptor; readonly part: PluginPart; readonly args: unknown }) {
  const kit = useKit()
  const loaded = kit.plugins.loaded(plugin.name)
  const Component = ('tab' in part ? loaded?.module.accountTabs?.[part.tab] : loaded?.module.views?.[part.view]) as PluginComponent | undefined
  if (!loaded || !Component) {
    if (kit.plugins.status(plugin.name) === 'failed') return <p className="gw-muted">This view could not be loaded.</p>
    return <SkeletonRow />
  }
  return <Component store={loaded.store} args={args} context={loaded.context} />
})
