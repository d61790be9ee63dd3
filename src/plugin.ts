/**
 * gangway/plugin: everything a plugin imports from the kit (the built-in plugins use exactly this). A plugin is
 * a tiny descriptor the host imports at config time; its real code is the module `load()` returns, fetched the
 * first time it is needed and never while its flag is off. See demo/plugins/README.md for the guide.
 */
export { definePlugin, type Plugin, type PluginComponent, type PluginModule, type PluginSectionProps, type PluginViewProps } from './definePlugin'

export type {
  LoadedPlugin,
  PluginAccount,
  PluginAccountAction,
  PluginAccountState,
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
  PluginSolanaTransfer,
  PluginWalletFeature,
} from './kernel/plugins/types'
export type { EmbeddedWallet, FrameLogin } from './kernel/plugins/embeddedWallet'
export type { FlagSource, FlagValue, ResolvedFlags } from './kernel/plugins/flagTypes'
export type { TokenBalance } from './kernel/account/tokenBalance'
export type { GetOptions, HttpClient, PostOptions } from './kernel/http/client'
export type { AlertId } from './kernel/alertCatalogue'
export type { ToastVariant } from './kernel/stores/ToastStore'
export type { EmbeddedWalletInfo } from './kernel/stores/AccountStore'
export type { RouteEntry, SwapArguments } from './kernel/router/views'
export type { Eip1193Provider, RequestArguments } from './kernel/adapterTypes'
export type { CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace, Endpoints, Metadata, SocialProvider } from './kernel/types'
export { SOCIAL_PROVIDERS, SOCIAL_PROVIDER_NAMES } from './protocol/socialProviders'
export { isEmailAddress } from './protocol/emailAddress'
export { isTelegram } from './kernel/isTelegram'
export type { AuthUser, FrameReplyPayload, FrameRequestPayload, FrameRequestType } from './protocol/frameEvents'
export type { Identity, Transaction, Transfer, WalletAsset } from './protocol/chainData'
export { historyResponseSchema, parseRows, transactionSchema } from './protocol/chainData'
export { parseSocialPopupMessage, type SocialPopupMessage } from './protocol/socialMessages'
// The chain-data service's swap API (§7 /v1/convert/*): its answers' schemas, as the swaps plugin parses them.
export {
  aggregatorNetworkName,
  buildApproveResponseSchema,
  buildTransactionResponseSchema,
  CONVERT_ERROR_TEXTS,
  convertErrorSchema,
  gasPriceResponseSchema,
  NATIVE_TOKEN_ADDRESS,
  SWAP_AGGREGATOR_NETWORKS,
  SWAP_SLIPPAGE_TOLERANCE,
  swapAllowanceResponseSchema,
  swapQuotesResponseSchema,
  swapTokenSchema,
  swapTokensResponseSchema,
  type BuiltSwapTransaction,
  type ConvertError,
  type ConvertErrorCode,
  type SwapQuote,
  type SwapToken,
} from './protocol/convert'
// Name registration (§5, §7 /v1/profile/suggestions and POST /v1/profile/account, §9 zone), as the names plugin sends and reads it.
export {
  evmCoinType,
  labelOf,
  nameApiErrorSchema,
  nameInZone,
  nameRegistrationMessage,
  nameRuleBroken,
  nameSuggestionsResponseSchema,
  registerNameResponseSchema,
  NAME_RULE_TEXTS,
  NAME_ZONE,
  type NameApiError,
  type NameRule,
  type NameSuggestion,
} from './protocol/names'
// The chain-data service's onramp API (§3 Onramp and Quote, §7) and a payment provider's order status: as the onramp plugin parses them.
export {
  ONRAMP_ERROR_TEXTS,
  ONRAMP_ORDER_STATUSES,
  ONRAMP_PAYMENT_CURRENCY_IDS,
  ONRAMP_PAYMENT_METHOD_LIMITS,
  ONRAMP_PROVIDER_FEE_RANGE,
  onrampErrorSchema,
  onrampOptionsResponseSchema,
  onrampOrderSchema,
  onrampOrdersResponseSchema,
  onrampProviderSchema,
  onrampQuoteSchema,
  onrampUrlResponseSchema,
  paymentCurrencySchema,
  purchaseCurrencySchema,
  type OnrampErrorCode,
  type OnrampNetwork,
  type OnrampOrder,
  type OnrampOrderStatus,
  type OnrampPaymentMethod,
  type OnrampProvider,
  type OnrampQuote,
  type PaymentCurrency,
  type PurchaseCurrency,
  type QuoteAmount,
} from './protocol/onramp'
export type { DestinationWallet, OnrampQuoteRequest, OnrampUrlRequest } from './protocol/onrampRequests'
// AppKit Pay's exchange calls on the chain-data service (POST /v1/json-rpc), as the pay plugin sends and reads them.
export {
  EXCHANGE_BUY_STATUSES,
  getBuyStatusResultSchema,
  getExchangesResultSchema,
  getPayUrlResultSchema,
  PAY_EXCHANGE_METHODS,
  payExchangeRpcResponseSchema,
  type Exchange,
  type ExchangeBuyStatus,
  type GetBuyStatusParams,
  type GetBuyStatusResult,
  type GetExchangesParams as GetExchangesRpcParams,
  type GetExchangesResult,
  type GetPayUrlParams,
  type GetPayUrlResult,
  type PayExchangeMethod,
} from './protocol/payExchange'

// A provider's window opened inside the click, empty until its URL is known (onramp, pay, social login).
export { openBlankPopup, type BlankPopupOptions } from './kernel/plugins/openBlankPopup'
// Service calls that follow typing (debounced, the replaced call aborted), and their failures sorted for a plugin's codes.
export { LatestRequest, type LatestOutcome, type LatestRequestOptions } from './kernel/plugins/requests/LatestRequest'
export { isAbortError, serviceFailureOf, type ServiceFailure } from './kernel/plugins/requests/serviceFailureOf'

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
