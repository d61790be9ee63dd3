/**
 * gangway/plugins/pay: AppKit Pay for Gangway. `payPlugin()` goes in `plugins` (with `features: { pay: true }`: the
 * flag is off by default, §9); `createPayments(appkit)` gives AppKit Pay's functions bound to that kit, and the React
 * hooks take them. The Pay view and the payment code load with the first payment.
 */
export { payPlugin, PAY_PLUGIN } from './payPlugin'
export { createPayments, INITIAL_PAY_STATE, type PayKit, type Payments } from './createPayments'
export { PayError, PAY_ERROR_CODES, asPayError, type PayErrorCode, type PayErrorInfo } from './payErrors'
export {
  usePay,
  usePayState,
  useAvailableExchanges,
  useExchangeBuyStatus,
  type UsePayParameters,
  type UsePayReturn,
  type UseAvailableExchangesParameters,
  type UseAvailableExchangesReturn,
  type UseExchangeBuyStatusParameters,
  type UseExchangeBuyStatusReturn,
} from './payHooks'
export type {
  CurrentPayment,
  Exchange,
  ExchangeBuyStatus,
  GetBuyStatusResult,
  GetExchangesParams,
  GetExchangesResult,
  PayAssetMetadata,
  PaymentAsset,
  PayOptions,
  PayResult,
  PayState,
  PayStep,
  PayUrlParams,
} from './payTypes'
