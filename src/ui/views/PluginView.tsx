import { observer } from 'mobx-react-lite'
import type { ComponentType } from 'react'
import { useKit } from '../KitContext'
import { SkeletonRow } from '../components/SkeletonRow'
import type { PluginViewProps } from '../pluginViewProps'

/** A plugin's view: its chunk was asked for when the router pushed the view; skeleton until it lands. */
export const PluginView = observer(function PluginView({ view, args }: { readonly view: string; readonly args: unknown }) {
  const kit = useKit()
  const owner = kit.plugins.ownerOf(view)
  if (!owner) return null
  const module = kit.plugins.moduleOf(owner.name)
  const Component = module?.views[view] as ComponentType<PluginViewProps> | undefined
  if (!Component) {
    if (kit.plugins.status[owner.name] === 'failed') return <p className="gw-muted">This view could not be loaded.</p>
    return <SkeletonRow />
  }
  return <Component store={kit.plugins.storeOf(owner.name)} args={args} />
})
