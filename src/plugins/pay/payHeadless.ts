import type { CaipNetwork, GetBuyStatusResult, GetExchangesResult, GetPayUrlResult, PluginContext } from 'gangway/plugin'
import { checkAmount } from './payAmount'
import { checkNetworkAsset, checkPayUrlParams } from './checkPayment'
import type { PayExchangeApi } from './payExchangeApi'
import { PayError } from './payErrors'

const incomplete = (reason: string): PayError => new PayError('INVALID_PAYMENT_CONFIG', { values: { reason } })
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown, name: string): string => {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 100) throw incomplete(`${name} must be an id`)
  return value
}

/**
 * The headless calls (AppKit Pay's getAvailableExchanges, getPayUrl, getBuyStatus): the same checks as a payment,
 * then the exchange call. No Pay view, no payment state: the dApp follows the session itself.
 */
export class PayHeadless {
  constructor(
    private readonly context: Pick<PluginContext, 'networks' | 'emit'>,
    private readonly api: PayExchangeApi,
  ) {}

  private get networks(): readonly CaipNetwork[] {
    return this.context.networks
  }

  /** A page of exchanges (0-based); with `network` and `asset` (and `amount`), only those that can pay them. */
  availableExchanges(params: unknown = {}): Promise<GetExchangesResult> {
    const query = isRecord(params) ? params : {}
    const page = query['page'] ?? 0
    if (typeof page !== 'number' || !Number.isInteger(page) || page < 0) return Promise.reject(incomplete('page must be a whole number from 0'))
    try {
      const asset = query['asset'] === undefined && query['network'] === undefined ? undefined : checkNetworkAsset(query['network'], query['asset'], this.networks)
      const amount = query['amount'] === undefined ? undefined : checkAmount(query['amount'], asset?.network.nativeCurrency.decimals ?? 36, 'the asset').text
      return this.api.exchanges({ page, ...(asset ? { asset: asset.caip19 } : {}), ...(amount ? { amount } : {}) })
    } catch (error) {
      return Promise.reject(error)
    }
  }

  /** A session at `exchangeId` for this payment: the exchange's page and the session id to ask the status of. */
  async payUrl(exchangeId: unknown, params: unknown): Promise<GetPayUrlResult> {
    const exchange = text(exchangeId, 'exchangeId')
    const payment = checkPayUrlParams(params, this.networks)
    const answer = await this.api.payUrl({ exchangeId: exchange, asset: payment.caip19, amount: payment.amount, recipient: `${payment.network.caipNetworkId}:${payment.recipient}` })
    this.context.emit('PAY_EXCHANGE_SELECTED', {
      exchange: { id: exchange },
      configuration: { network: payment.network.caipNetworkId, asset: payment.caip19, recipient: payment.recipient, amount: payment.amount },
      currentPayment: { type: 'exchange', exchangeId: exchange, sessionId: answer.sessionId },
      headless: true,
    })
    return answer
  }

  /** A session's status: IN_PROGRESS, then SUCCESS with the transaction hash, or FAILED; UNKNOWN for a session not known. */
  buyStatus(exchangeId: unknown, sessionId: unknown): Promise<GetBuyStatusResult> {
    try {
      return this.api.buyStatus({ exchangeId: text(exchangeId, 'exchangeId'), sessionId: text(sessionId, 'sessionId') })
    } catch (error) {
      return Promise.reject(error)
    }
  }
}
