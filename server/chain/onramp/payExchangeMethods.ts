import { getAddress } from 'viem'
import { z } from 'zod'
import { getBuyStatusResultSchema, getExchangesResultSchema, getPayUrlResultSchema, PAY_EXCHANGE_METHODS } from '../../../src/protocol/payExchange'
import type { Db } from '../../db/Db'
import { parseUnits } from '../../onramp/decimalUnits'
import type { OnrampMarket } from '../../onramp/onrampMarket'
import { TEST_EXCHANGE, TEST_EXCHANGE_ID } from '../../pay/exchange/testExchange'
import { exchangeBuyStatus } from '../../pay/orders/orderJson'
import { createOrder, currentOrder } from '../../pay/orders/orderStore'
import { reconcileOrder } from '../../pay/reconcileOrder'
import type { LocalChain } from '../chains'

/** A JSON-RPC refusal: its code and message (AppKit throws the message). */
export class PayRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus: 400 | 409 | 502 | 503 = 400,
  ) {
    super(message)
    this.name = 'PayRpcError'
  }
}

export const INVALID_PARAMS = -32602

const invalidParams = (method: string, parameter: string, problem: string): PayRpcError => new PayRpcError(INVALID_PARAMS, `Invalid params for ${method}: ${parameter}: ${problem}`)

const names = z.array(z.string().max(100)).max(50)
const schemas = {
  [PAY_EXCHANGE_METHODS.getExchanges]: z.object({ page: z.number().int().min(0).max(1_000).optional(), includeOnly: names.optional(), exclude: names.optional(), asset: z.string().max(200).optional(), amount: z.union([z.string().max(100), z.number()]).optional() }),
  [PAY_EXCHANGE_METHODS.getPayUrl]: z.object({ exchangeId: z.string().max(100), asset: z.string().max(200), amount: z.union([z.string().max(100), z.number()]), recipient: z.string().max(200) }),
  [PAY_EXCHANGE_METHODS.getBuyStatus]: z.object({ sessionId: z.string().max(100), exchangeId: z.string().max(100) }),
}

function parse<M extends keyof typeof schemas>(method: M, params: unknown): z.output<(typeof schemas)[M]> {
  const result = schemas[method].safeParse(params ?? {})
  if (result.success) return result.data as z.output<(typeof schemas)[M]>
  const issue = result.error.issues[0]!
  throw invalidParams(method, issue.path.length > 0 ? issue.path.map(String).join('.') : 'params', issue.input === undefined ? 'missing' : issue.message)
}

export interface PayExchangeDeps {
  db: Db
  market: OnrampMarket
  /** The payment provider's base URL: sessions are paid at `<providerUrl>/exchange/<sessionId>`. */
  providerUrl: string
  now: () => number
  /** The chains whose late receipts settle a session left processing (reconcileOrder); default none. */
  chains?: readonly LocalChain[]
  log?: (line: string) => void
}

/**
 * AppKit Pay's exchange methods over the test exchange of the local payment provider: reown_getExchanges (the test
 * exchange, when it can pay the asset), reown_getExchangePayUrl (a pay session: the provider's exchange page for an
 * asset, amount and recipient) and reown_getExchangeBuyStatus (the session's status, the project's own sessions only).
 */
export async function callPayExchange(deps: PayExchangeDeps, method: string, params: unknown, projectId: string): Promise<unknown> {
  const { catalog } = deps.market
  if (method === PAY_EXCHANGE_METHODS.getExchanges) {
    const query = parse(method, params)
    if (query.asset !== undefined && !/^eip155:[1-9]\d*\/(erc20:0x[0-9a-fA-F]{40}|slip44:\d+)$/.test(query.asset)) throw invalidParams(method, 'asset', "expected a CAIP-19 asset such as 'eip155:31337/erc20:0x…' or 'eip155:31337/slip44:60'")
    const asset = query.asset === undefined ? undefined : catalog.byCaip19(query.asset)
    if (query.amount !== undefined && 'problem' in parseUnits(query.amount, asset?.decimals ?? 18)) throw invalidParams(method, 'amount', 'expected a decimal amount above 0 such as 12.5')
    const listed = [TEST_EXCHANGE].filter(
      (exchange) => (query.includeOnly === undefined || query.includeOnly.includes(exchange.id)) && !(query.exclude ?? []).includes(exchange.id) && (query.asset === undefined || asset !== undefined),
    )
    return getExchangesResultSchema.parse({ exchanges: (query.page ?? 0) === 0 ? listed : [], total: listed.length })
  }
  if (method === PAY_EXCHANGE_METHODS.getPayUrl) {
    const query = parse(method, params)
    if (query.exchangeId !== TEST_EXCHANGE_ID) throw invalidParams(method, 'exchangeId', `exchange '${query.exchangeId}' is not supported: expected ${TEST_EXCHANGE_ID}`)
    const asset = catalog.byCaip19(query.asset)
    if (!asset) throw invalidParams(method, 'asset', `${query.asset} is not supported: expected one of ${catalog.assets.map((entry) => `${entry.symbol} ${entry.caipNetworkId}/${entry.address ? `erc20:${entry.address}` : 'slip44:60'}`).join(', ')}`)
    const units = parseUnits(query.amount, asset.decimals)
    if ('problem' in units) throw invalidParams(method, 'amount', units.problem === 'missing' ? 'missing' : `${units.problem} (whole ${asset.symbol}, e.g. 12.5)`)
    const recipient = /^(eip155:[1-9]\d*):(0x[0-9a-fA-F]{40})$/.exec(query.recipient)
    if (!recipient) throw invalidParams(method, 'recipient', "expected a CAIP-10 account such as 'eip155:31337:0x…'")
    if (recipient[1] !== asset.caipNetworkId) throw invalidParams(method, 'recipient', `an account on ${recipient[1]}, but the asset is on ${asset.caipNetworkId}`)
    if (!(await deps.market.treasuryHolds(asset, units.units))) throw new PayRpcError(-32000, `The exchange cannot pay ${query.amount} ${asset.symbol} now`, 409)
    const session = await createOrder(
      deps.db,
      { kind: 'exchange', secretHash: null, caipNetworkId: asset.caipNetworkId, assetAddress: asset.address ?? null, symbol: asset.symbol, decimals: asset.decimals, amount: units.units, destination: getAddress(recipient[2]!), payment: null, partnerUserId: null, exchangeId: TEST_EXCHANGE_ID, projectId },
      deps.now(),
    )
    return getPayUrlResultSchema.parse({ url: new URL(`/exchange/${session.id}`, deps.providerUrl).toString(), sessionId: session.id })
  }
  if (method === PAY_EXCHANGE_METHODS.getBuyStatus) {
    const query = parse(method, params)
    if (query.exchangeId !== TEST_EXCHANGE_ID) throw invalidParams(method, 'exchangeId', `exchange '${query.exchangeId}' is not supported: expected ${TEST_EXCHANGE_ID}`)
    if (!/^xpay_[0-9a-f]{32}$/.test(query.sessionId)) throw invalidParams(method, 'sessionId', 'expected a session id from reown_getExchangePayUrl')
    const found = await currentOrder(deps.db, query.sessionId, deps.now())
    const session = found && (await reconcileOrder({ db: deps.db, chains: deps.chains ?? [], now: deps.now, log: deps.log ?? (() => {}) }, found))
    if (!session || session.kind !== 'exchange' || session.projectId !== projectId) return getBuyStatusResultSchema.parse({ status: 'UNKNOWN' })
    return getBuyStatusResultSchema.parse(exchangeBuyStatus(session))
  }
  throw new PayRpcError(-32601, `Method not available: ${method}`)
}
