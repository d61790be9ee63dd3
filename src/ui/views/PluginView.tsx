import { observer } from 'mobx-react-lite'
import type { PluginComponent } from '../../plugin'
import { useKit } from '../KitContext'
import { SkeletonRow } from '../components/SkeletonRow'

/** A plugin's view (or Account tab): its chunk was asked for when the router pushed the view; skeleton until it lands. */
export const PluginView = observer(function PluginView({ view, args, tab }: { readonly view: string; readonly args: unknown; readonly tab?: string }) {
  const kit = useKit()
  const owner = tab ? kit.plugins.accountTabs.find((entry) => entry.tab.id === tab)?.plugin : kit.plugins.ownerOf(view)
  if (!owner) return null
  const loaded = kit.plugins.loaded(owner.name)
  const Component = (tab ? loaded?.module.accountTabs?.[tab] : loaded?.module.views?.[view]) as PluginComponent | undefined
  if (!loaded || !Component) {
    if (kit.plugins.status(owner.name) === 'failed') return <p className="gw-muted">This view could not be loaded.</p>
    return <SkeletonRow />
  }
  return <Component store={loaded.store} args={args} context={loaded.context} />
})
