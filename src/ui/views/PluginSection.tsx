import { observer } from 'mobx-react-lite'
import { useEffect, type ComponentType } from 'react'
import type { GangwayPlugin } from '../../kernel/plugins/types'
import { useKit } from '../KitContext'
import { useIsWarmup } from '../WarmupContext'
import { SkeletonRow } from '../components/SkeletonRow'

/** A plugin's Connect-view section: its chunk loads when Connect shows; skeleton until then. */
export const PluginSection = observer(function PluginSection({ plugin }: { readonly plugin: GangwayPlugin }) {
  const kit = useKit()
  const module = kit.plugins.moduleOf(plugin.name)
  const warmup = useIsWarmup()
  useEffect(() => {
    if (module || warmup) return
    // After the frame that shows Connect: React runs this effect inside the click's own task otherwise.
    const timer = setTimeout(() => kit.plugins.load(plugin.name).catch((error: unknown) => console.error(error)), 0)
    return () => clearTimeout(timer)
  }, [kit, module, plugin.name, warmup])
  const Section = module?.connectSection as ComponentType<{ store: unknown }> | undefined
  if (!Section) return kit.plugins.status[plugin.name] === 'failed' ? null : <SkeletonRow />
  return <Section store={kit.plugins.storeOf(plugin.name)} />
})
