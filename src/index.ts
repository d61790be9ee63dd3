import type { ComponentType } from 'react'
import { AppKit } from './kernel/appkit'
import { isBrowser } from './kernel/environment'
import type { AppKitOptions } from './kernel/options'
import { definePlugin as defineKernelPlugin } from './kernel/plugins/definePlugin'
import type { GangwayPlugin } from './kernel/plugins/types'
import { mountModal } from './ui/mount'
import type { PluginViewProps } from './ui/pluginViewProps'

/**
 * Creates one kit: its stores, and (in a browser) its <gangway-modal> element. Call once per app.
 * Safe to import on a server; nothing touches the DOM until this runs in a browser.
 */
export function createAppKit(options: AppKitOptions): AppKit {
  const kit = new AppKit(options)
  if (isBrowser()) {
    const mounted = mountModal(kit, !kit.options.disableAppend && !kit.options.enableEmbedded)
    kit.attachElement(mounted.element)
    kit.onDestroy(mounted.unmount)
  }
  return kit
}

/** A plugin whose views are React components receiving its store slice and the view's arguments. */
export type Plugin<TStore = unknown> = GangwayPlugin<TStore, ComponentType<PluginViewProps<TStore>>>

/** Declares a plugin: a tiny descriptor now, its real code (load()) fetched the first time it is needed. */
export function definePlugin<TStore>(plugin: Plugin<TStore>): Plugin<TStore> {
  return defineKernelPlugin(plugin)
}

export { AppKit }
export type { AccountState, OpenOptions } from './kernel/appkit'
export type { AppKitOptions } from './kernel/options'
export type { ResolvedFlags } from './kernel/plugins/flags'
export type { PluginContext, PluginModule, PluginViewMeta } from './kernel/plugins/types'
export type { PluginViewProps } from './ui/pluginViewProps'
export type { KitEvent } from './kernel/stores/EventsStore'
export type { ViewArguments, CoreView, SwapArguments, SwitchActiveChainArguments } from './kernel/router/views'
export type * from './kernel/types'
export { GangwayError, OptionsError, CaipError, HttpError, UnknownViewError, PluginError } from './kernel/errors'
export { ALERTS, type AlertId } from './kernel/alertCatalogue'
