import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import type { PluginDescriptor } from '../../kernel/plugins/types'
import type { PluginComponent } from '../../plugin'
import { useKit } from '../KitContext'
import { useIsWarmup } from '../WarmupContext'
import { SkeletonRow } from '../components/SkeletonRow'
import { afterFrame } from '../../kernel/afterFrame'

/** A plugin's Connect-view section: its chunk loads when Connect shows; skeleton until then. */
export const PluginSection = observer(function PluginSection({ plugin }: { readonly plugin: PluginDescriptor }) {
  const kit = useKit()
  const loaded = kit.plugins.loaded(plugin.name)
  const warmup = useIsWarmup()
  useEffect(() => {
    if (loaded || warmup) return
    // After the frame that shows Connect: React runs this effect inside the click's own task otherwise.
    return afterFrame(() => void kit.plugins.load(plugin.name).catch((error: unknown) => console.error(error)))
  }, [kit, loaded, plugin.name, warmup])
  const Section = loaded?.module.connectSection as PluginComponent | undefined
  if (!loaded || !Section) return kit.plugins.status(plugin.name) === 'failed' ? null : <SkeletonRow />
  return <Section store={loaded.store} context={loaded.context} args={undefined} />
})
