/** Plugin tests on a real kit: the plugin's chunk loaded as the modal loads it, its parts rendered in the kit. */
import type { RenderResult } from '@testing-library/react'
import type { KitRoot } from '../kernel/root'
import type { LoadedPlugin } from '../kernel/plugins/types'
import { PluginSection } from '../ui/views/PluginSection'
import { PluginView } from '../ui/views/PluginView'
import { renderWithKit } from './testKit'

/** Loads a plugin of the kit (its context and store made), as the registry does on first need. */
export async function loadPlugin<TStore>(kit: KitRoot, name: string): Promise<LoadedPlugin<TStore>> {
  return (await kit.plugins.load(name)) as LoadedPlugin<TStore>
}

/** Renders a plugin's view (its plugin loaded first), as the modal's ViewSwitch does. */
export async function renderPluginView(kit: KitRoot, view: string, args?: unknown): Promise<RenderResult> {
  const owner = kit.plugins.ownerOf(view)
  if (!owner) throw new Error(`No plugin of this kit has the view ${view}`)
  await kit.plugins.load(owner.name)
  return renderWithKit(kit, <PluginView plugin={owner} part={{ view }} args={args} />)
}

/** Renders a plugin's Connect section (its plugin loaded first), as the Connect view does. */
export async function renderConnectSection(kit: KitRoot, name: string): Promise<RenderResult> {
  const plugin = kit.plugins.byName(name)
  if (!plugin) throw new Error(`The kit has no plugin ${name}`)
  await kit.plugins.load(name)
  return renderWithKit(kit, <PluginSection plugin={plugin} />)
}
