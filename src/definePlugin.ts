/**
 * definePlugin and the React-typed plugin shapes: a module of its own, so a plugin's descriptor (which imports
 * only definePlugin) does not bring the rest of gangway/plugin into the host's entry.
 */
import type { ComponentType } from 'react'
import { definePlugin as defineDescriptor } from './kernel/plugins/definePlugin'
import type { PluginContext, PluginDescriptor, PluginModule as KernelPluginModule } from './kernel/plugins/types'

/** What a plugin view receives: its store slice, the route's arguments, and its context. */
export interface PluginViewProps<TStore = unknown, TArgs = unknown> {
  readonly store: TStore
  readonly args: TArgs
  readonly context: PluginContext
}

/** What a plugin's Connect section or Account tab receives. */
export interface PluginSectionProps<TStore = unknown> {
  readonly store: TStore
  readonly context: PluginContext
}

/** A plugin view, Connect section or Account tab: a React component of the plugin's store. */
export type PluginComponent<TStore = unknown> = ComponentType<PluginViewProps<TStore> & PluginSectionProps<TStore>>

/** A plugin's lazy part, with React components for its views, section and tabs. */
export type PluginModule<TStore = unknown> = KernelPluginModule<TStore, PluginComponent<TStore>>

/** A plugin descriptor, with React components for its views. */
export type Plugin<TStore = unknown> = PluginDescriptor<TStore, PluginComponent<TStore>>

/**
 * Declares a plugin: a tiny descriptor now, its real code (load()) fetched the first time it is needed. The
 * descriptor is checked at once (a kebab-case name, a load function, no core view redefined), so a mistake
 * fails at config time.
 */
export function definePlugin<TStore = unknown>(plugin: Plugin<TStore>): Plugin<TStore> {
  return defineDescriptor(plugin)
}
