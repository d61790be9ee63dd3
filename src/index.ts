import { AppKit } from './AppKit'
import { KitRoot } from './kernel/root'
import { isBrowser } from './kernel/environment'
import { KIT_CREATED_EVENT } from './kernel/kitAnnouncement'
import type { AppKitOptions } from './kernel/options'
import { createModalHost } from './ui/host'
import { loadUiWhenNeeded } from './ui/loadUiWhenNeeded'

/**
 * Creates one kit: its stores, and (in a browser) its <gangway-modal> element. Call once per app.
 * Safe to import on a server; nothing touches the DOM until this runs in a browser. `kit.uiReady`
 * resolves once the modal's UI chunk has rendered (it loads when the page is idle after load, or on intent or open).
 */
export function createAppKit(options: AppKitOptions): AppKit {
  const kit = new KitRoot(options)
  const appkit = new AppKit(kit)
  if (!isBrowser()) return appkit
  const host = createModalHost(!kit.options.disableAppend && !kit.options.enableEmbedded)
  kit.attachElement(host.element)
  // For <gangway-button> and the other web components: the latest kit, found through its modal or this event.
  Object.assign(host.element, { appkit })
  document.dispatchEvent(new CustomEvent(KIT_CREATED_EVENT, { detail: appkit }))
  kit.onDestroy(host.dispose)
  kit.startAdapters()
  // The React tree (and react-dom) load in their own chunk, so importing this entry on a server never evaluates
  // react-dom; it is fetched once the page is idle after load, or at the first intent or open. open() before it
  // lands still works: the tree renders the open state.
  kit.attachUi(
    loadUiWhenNeeded(kit, () =>
      import('./ui/mount').then(({ renderModal }) => {
        if (!kit.isDestroyed) kit.onDestroy(renderModal(kit, host))
      }),
    ),
  )
  return appkit
}

export { AppKit }
export type { OpenOptions } from './kernel/openOptions'
export type { AccountState } from './kernel/connections/accountState'
export type { AppKitOptions, CustomRpcUrl, TokenOption, UniversalProviderConfigOverride } from './kernel/options'
export type { FlagSource, FlagValue, IgnoredFlag, ResolvedFlags } from './kernel/plugins/flagTypes'
export type { PluginDescriptor } from './kernel/plugins/types'
export type { ConnectedWalletInfo, EmbeddedWalletInfo } from './kernel/stores/AccountStore'
export type { KitEvent, EventListener } from './kernel/stores/EventsStore'
export type { WalletConnection, WalletConnectionLists } from './kernel/multiWallet/walletConnections'
export type { SwitchConnectionParams, SwitchConnectionResult } from './kernel/multiWallet/MultiWalletStore'
export type { ViewArguments, CoreView, SwapArguments, SwitchActiveChainArguments } from './kernel/router/views'
export type * from './kernel/types'
export type {
  SIWECreateMessageArgs,
  SIWEConfig,
  SIWEMessageArgs,
  SIWESession,
  SIWXConfig,
  SIWXKit,
  SIWXMessage,
  SIWXMessageData,
  SIWXMessageIdentifier,
  SIWXMessageInput,
  SIWXMessageMetadata,
  SIWXSession,
  SIWXState,
  SIWXStatus,
} from './kernel/siwx/siwxTypes'
export type * from './kernel/adapterTypes'
// From each family's file: a bundler following the errors barrel would bring every family into the entry.
export { BaseError, type ErrorCode } from './kernel/errors/BaseError'
export { OptionsError } from './kernel/errors/options'
export { CaipError } from './kernel/errors/caip'
export { HttpError } from './kernel/errors/http'
export { UnknownViewError } from './kernel/errors/view'
export { PluginError } from './kernel/errors/plugin'
export type { AlertId } from './kernel/alertCatalogue'
