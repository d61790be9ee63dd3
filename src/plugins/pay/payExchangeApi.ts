import {
  getBuyStatusResultSchema,
  getExchangesResultSchema,
  getPayUrlResultSchema,
  PAY_EXCHANGE_METHODS,
  payExchangeRpcResponseSchema,
  serviceFailureOf,
  type GetBuyStatusParams,
  type GetBuyStatusResult,
  type GetExchangesResult,
  type GetExchangesRpcParams,
  type GetPayUrlParams,
  type GetPayUrlResult,
  type HttpClient,
  type PayExchangeMethod,
} from 'gangway/plugin'
import { PayError } from './payErrors'

/** A call unanswered in this long is given up (the status poll simply asks again). */
export const PAY_CALL_TIMEOUT_MS = 10_000

interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false }
}

/** A JSON-RPC error of the exchange calls as a PayError: an asset the exchange cannot pay, or the refusal's own words. */
function refusalOf(error: { code: number; message: string } | undefined, cause?: unknown): PayError {
  if (!error) return new PayError('SERVICE_UNAVAILABLE', { cause })
  const reason = error.message.replace(/^Invalid params for \w+: /, '')
  if (error.code === -32602 && / is not supported/.test(error.message)) return new PayError('ASSET_NOT_SUPPORTED', { cause, values: { reason } })
  return new PayError('SERVICE_REFUSED', { cause, values: { reason } })
}

/**
 * AppKit Pay's exchange calls on the chain-data service (`POST /v1/json-rpc`): the exchanges that can pay an asset,
 * a pay URL and session at one of them, a session's status. Every answer is parsed with the kit's schemas; every
 * failure is a PayError (SERVICE_REFUSED with the service's words, ASSET_NOT_SUPPORTED, SERVICE_UNAVAILABLE).
 */
export class PayExchangeApi {
  private nextId = 1

  constructor(private readonly chainData: HttpClient) {}

  exchanges(params: GetExchangesRpcParams): Promise<GetExchangesResult> {
    return this.call(PAY_EXCHANGE_METHODS.getExchanges, params, getExchangesResultSchema)
  }

  payUrl(params: GetPayUrlParams): Promise<GetPayUrlResult> {
    return this.call(PAY_EXCHANGE_METHODS.getPayUrl, params, getPayUrlResultSchema)
  }

  buyStatus(params: GetBuyStatusParams): Promise<GetBuyStatusResult> {
    return this.call(PAY_EXCHANGE_METHODS.getBuyStatus, params, getBuyStatusResultSchema)
  }

  private async call<T>(method: PayExchangeMethod, params: object, schema: Schema<T>): Promise<T> {
    // AppKit sends the project and SDK in the params too; the kit's client puts them in the query.
    const sdk = Object.fromEntries(new URL(this.chainData.url('/v1/json-rpc')).searchParams)
    const body = { jsonrpc: '2.0', id: this.nextId++, method, params: { ...params, projectId: sdk['projectId'], st: sdk['st'], sv: sdk['sv'] } }
    let answer
    try {
      answer = await this.chainData.post('/v1/json-rpc', { body, schema: payExchangeRpcResponseSchema, signal: AbortSignal.timeout(PAY_CALL_TIMEOUT_MS) })
    } catch (error) {
      const failure = await serviceFailureOf(error)
      if (failure.kind !== 'refused') throw new PayError('SERVICE_UNAVAILABLE', { cause: error })
      const body = payExchangeRpcResponseSchema.safeParse(failure.body)
      throw refusalOf(body.success ? body.data.error : { code: failure.status, message: `HTTP ${failure.status}` }, error)
    }
    if (answer.error) throw refusalOf(answer.error)
    const parsed = schema.safeParse(answer.result)
    if (!parsed.success) throw new PayError('SERVICE_UNAVAILABLE', { details: `${method}: an answer that could not be read` })
    return parsed.data
  }
}
