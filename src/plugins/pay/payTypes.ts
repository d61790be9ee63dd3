/** The shapes of the pay API (AppKit Pay's, with Gangway's `{ code, message }` errors). No runtime code. */
import type { Exchange, ExchangeBuyStatus, GetBuyStatusResult, GetExchangesResult } from 'gangway/plugin'
import type { PayErrorInfo } from './payErrors'

export type { Exchange, ExchangeBuyStatus, GetBuyStatusResult, GetExchangesResult }

/** What the asset is, as the Pay view shows it. */
export interface PayAssetMetadata {
  readonly name: string
  readonly symbol: string
  /** The token's decimals (whole number, 0–36); the native coin's must be the network's. */
  readonly decimals: number
  /** An image of the asset, shown beside its name (http(s) or data: URL). */
  readonly iconUrl?: string
}

/** AppKit Pay's payment asset: on which network, which token, and what it is. */
export interface PaymentAsset {
  /** CAIP-2 id of one of the kit's networks, e.g. 'eip155:31337'. */
  readonly network: string
  /** 'native' (the network's coin), an ERC-20 address, or the asset's CAIP-19 id on that network ('eip155:31337/erc20:0x…', 'eip155:31337/slip44:60'). */
  readonly asset: string
  readonly metadata: PayAssetMetadata
}

/** `pay()` and `openPay()`: who gets how much of what. */
export interface PayOptions {
  /** An address on the asset's network. */
  readonly recipient: string
  /** Whole units of the asset: a number (5, 0.25) or decimal text ('5', '0.25'). */
  readonly amount: number | string
  readonly paymentAsset: PaymentAsset
}

/** `pay()` never rejects: the transaction hash (or the exchange's result), or the error. */
export type PayResult = { readonly success: true; readonly result: string } | { readonly success: false; readonly error: PayErrorInfo }

/**
 * Where a payment is: nothing asked yet ('idle'), the Pay view offering the ways to pay ('choosing'), the visitor
 * connecting a wallet first ('connecting'), the wallet switching to the asset's network, asked to send, the
 * transaction waiting for its block ('mining'), the exchange's window open ('exchange'), and the outcome.
 */
export type PayStep = 'idle' | 'choosing' | 'connecting' | 'switching' | 'confirming' | 'mining' | 'exchange' | 'success' | 'failed'

/** AppKit Pay's current payment: with the wallet or an exchange, its status and result (the transaction hash). */
export interface CurrentPayment {
  readonly type: 'wallet' | 'exchange'
  readonly exchangeId?: string
  readonly sessionId?: string
  readonly status: ExchangeBuyStatus
  readonly result?: string
}

/** The pay plugin's state as `getState()` and `subscribe()` give it: plain, frozen data. */
export interface PayState {
  readonly step: PayStep
  readonly isPaymentInProgress: boolean
  /** The payment asked for (as given), while the Pay view holds one. */
  readonly payment: PayOptions | undefined
  readonly currentPayment: CurrentPayment | undefined
  /** The last payment's error, or the last refused request's; null after a success or a new request. */
  readonly error: PayErrorInfo | null
  /** The exchanges that can pay the current payment (the Pay view's list). */
  readonly exchanges: readonly Exchange[]
  readonly isLoadingExchanges: boolean
}

/** `getPayUrl()`: a payment at an exchange, without the Pay view (AppKit's PayUrlParams). */
export interface PayUrlParams {
  readonly network: string
  readonly asset: string
  readonly amount: number | string
  readonly recipient: string
}

/** `getAvailableExchanges()`: a page (0-based), and optionally only exchanges that can pay this asset and amount. */
export interface GetExchangesParams {
  readonly page?: number
  readonly network?: string
  readonly asset?: string
  readonly amount?: number | string
}
