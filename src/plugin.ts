/**
 * gangway/plugin: everything a plugin imports from the kit (the built-in plugins use exactly this). A plugin is
 * a tiny descriptor the host imports at config time; its real code is the module `load()` returns, fetched the
 * first time it is needed and never while its flag is off. See demo/plugins/README.md for the guide.
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

export type {
  LoadedPlugin,
  PluginAccount,
  PluginAccountTab,
  PluginAction,
  PluginConnectorInfo,
  PluginContext,
  PluginFlag,
  PluginFormat,
  PluginNeed,
  PluginRouter,
  PluginSetup,
  PluginStorage,
  PluginViewMeta,
  PluginWalletCall,
  PluginWalletFeature,
} from './kernel/plugins/types'
export type { EmbeddedWallet, FrameLogin } from './kernel/plugins/embeddedWallet'
export type { FlagSource, FlagValue, ResolvedFlags } from './kernel/plugins/flagTypes'
export type { TokenBalance } from './kernel/account/tokenBalance'
export type { GetOptions, HttpClient, PostOptions } from './kernel/http/client'
export type { AlertId } from './kernel/alertCatalogue'
export type { ToastVariant } from './kernel/stores/ToastStore'
export type { EmbeddedWalletInfo } from './kernel/stores/AccountStore'
export type { RouteEntry } from './kernel/router/views'
export type { Eip1193Provider, RequestArguments } from './kernel/adapterTypes'
export type { CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace, Endpoints, Metadata, SocialProvider } from './kernel/types'
export { SOCIAL_PROVIDERS, SOCIAL_PROVIDER_NAMES } from './protocol/socialProviders'
export { isTelegram } from './kernel/isTelegram'
export type { AuthUser, FrameReplyPayload, FrameRequestPayload, FrameRequestType } from './protocol/frameEvents'
export type { Identity, Transaction, Transfer, WalletAsset } from './protocol/chainData'
export { historyResponseSchema, identitySchema, parseRows, reverseNameSchema, reverseResponseSchema, transactionSchema } from './protocol/chainData'
export { parseSocialPopupMessage, SOCIAL_ERROR, SOCIAL_RECEIVED, SOCIAL_RESULT, type SocialPopupMessage } from './protocol/socialMessages'

// Typed errors: one BaseError with a stable code; a plugin throws these, or its own family on BaseError.
export {
  alertFor,
  AuthError,
  BaseError,
  ChainDataError,
  codeOf,
  ConnectionError,
  connectionText,
  findCode,
  FrameError,
  HttpError,
  isUserRejection,
  messageOf,
  PluginError,
  PROVIDER_CODES,
  ProviderRpcError,
  providerErrorCode,
  UsageError,
  WalletError,
  type BaseErrorOptions,
  type ErrorCode,
} from './kernel/errors'
