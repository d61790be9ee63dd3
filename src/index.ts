import type { ComponentType } from 'react'
import { AppKit } from './AppKit'
import { KitRoot } from './kernel/root'
import { isBrowser } from './kernel/environment'
import type { AppKitOptions } from './kernel/options'
import { definePlugin as defineKernelPlugin } from './kernel/plugins/definePlugin'
import type { GangwayPlugin } from './kernel/plugins/types'
import { createModalHost } from './ui/host'
import type { PluginViewProps } from './ui/pluginViewProps'

/**
 * Creates one kit: its stores, and (in a browser) its <gangway-modal> element. Call once per app.
 * Safe to import on a server; nothing touches the DOM until this runs in a browser. `kit.uiReady`
 * resolves once the modal's UI chunk has rendered.
 */
export function createAppKit(options: AppKitOptions): AppKit {
  const kit = new KitRoot(options)
  const appkit = new AppKit(kit)
  if (!isBrowser()) return appkit
  const host = createModalHost(kit, !kit.options.disableAppend && !kit.options.enableEmbedded)
  kit.attachElement(host.element)
  kit.onDestroy(host.dispose)
  kit.startAdapters()
  // The React tree (and react-dom) load in their own chunk, fetched now, so importing this entry on a
  // server never evaluates react-dom. open() before it lands still works: the tree renders the open state.
  kit.attachUi(
    import('./ui/mount').then(({ renderModal }) => {
      if (!kit.isDestroyed) kit.onDestroy(renderModal(kit, host))
    }),
  )
  return appkit
}

/** A plugin whose views are React components receiving its store slice and the view's arguments. */
export type Plugin<TStore = unknown> = GangwayPlugin<TStore, ComponentType<PluginViewProps<TStore>>>

/** Declares a plugin: a tiny descriptor now, its real code (load()) fetched the first time it is needed. */
export function definePlugin<TStore>(plugin: Plugin<TStore>): Plugin<TStore> {
  return defineKernelPlugin(plugin)
}

export { AppKit }
export type { OpenOptions } from './kernel/root'
export type { AccountState } from './kernel/connections/accountState'
export type { AppKitOptions } from './kernel/options'
export type { ResolvedFlags } from './kernel/plugins/flags'
export type { PluginAccount, PluginContext, PluginModule, PluginViewMeta, PluginWalletCall } from './kernel/plugins/types'
export type { HttpClient } from './kernel/http/client'
export type { TokenBalance } from './kernel/account/tokenBalance'
export type { PluginViewProps } from './ui/pluginViewProps'
export type { KitEvent } from './kernel/stores/EventsStore'
export type { ViewArguments, CoreView, SwapArguments, SwitchActiveChainArguments } from './kernel/router/views'
export type * from './kernel/types'
export type * from './kernel/adapterTypes'
export { BaseError, OptionsError, CaipError, HttpError, UnknownViewError, PluginError } from './kernel/errors'
export type { AlertId } from './kernel/alertCatalogue'
