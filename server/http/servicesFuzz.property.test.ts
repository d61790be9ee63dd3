/**
 * Property test (fast-check) of the API and chain-data services' routes with random paths, query values
 * (control characters, markup, huge numbers, wrong types) and bodies: a 2xx or a 4xx, never a 5xx. The
 * balance route and the RPC proxy, which need a live node, are left to the e2e suite; the convert routes run
 * without a local AMM here (every chain is unsupported or an aggregator network, so no node is asked).
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Hono } from 'hono'
import type { Db } from '../db/Db'
import { createApiApp } from '../api/createApiApp'
import { createChainDataApp } from '../chain/createChainDataApp'
import { openSeededDb } from '../testing/openSeededDb'
import { SLOW_SETUP_MS } from '../testing/hookTimeouts'

const RUNS = 400
const value = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom('\u0000', '%00', '<b>x</b>', '-1', '1e400', 'eip155:31337', 'eip155:1', '0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199', 'gangway-demo', 'gangway-test', 'true', 'null', ''),
)
const segment = fc.oneof(value, fc.constantFrom('0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199', 'vitalik.gangway', 'eip155:31337:0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199'))
const query = fc.record({ projectId: fc.oneof(fc.constantFrom('gangway-demo'), value) }).chain((base) =>
  fc.dictionary(
    fc.constantFrom('page', 'entries', 'include', 'exclude', 'chains', 'search', 'badge_type', 'st', 'sv', 'cursor', 'chainId', 'sender', 'apiVersion', 'zone', 'currency', 'amount', 'userAddress', 'from', 'to', 'gasPrice', 'tokenAddress'),
    value,
    { maxKeys: 5 },
  ).map((rest) => ({ ...base, ...rest })),
)

/** AppKit Pay's JSON-RPC envelopes with random params (the pay exchange route). */
const payRpcRequest = fc
  .record({
    method: fc.constantFrom('reown_getExchanges', 'reown_getExchangePayUrl', 'reown_getExchangeBuyStatus', 'eth_call'),
    params: fc.dictionary(fc.constantFrom('page', 'exchangeId', 'asset', 'amount', 'recipient', 'sessionId', 'includeOnly', 'projectId'), fc.oneof(value, fc.jsonValue()), { maxKeys: 5 }),
  })
  .map((request) => JSON.stringify({ jsonrpc: '2.0', id: 1, ...request }))

/** The one deliberate 5xx: a §9 swap network (e.g. eip155:1) refused with 503 because no swap aggregator is configured. */
async function isAggregatorRefusal(response: Response): Promise<boolean> {
  if (response.status !== 503) return false
  const body = (await response.clone().json().catch(() => null)) as { code?: unknown } | null
  return body?.code === 'SWAP_AGGREGATOR_NOT_CONFIGURED'
}

describe('API and chain-data services under random input: never a 5xx', () => {
  let db: Db
  let api: Hono
  let chainData: Hono
  beforeAll(async () => {
    db = await openSeededDb()
    api = createApiApp(db, { log: () => undefined }) as unknown as Hono
    chainData = createChainDataApp(db, { log: () => undefined }) as unknown as Hono
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await db?.close()
  })

  it(`${RUNS} random GETs on each service's read routes and ${RUNS} random POST bodies`, async () => {
    const routes = (name: string) =>
      fc.constantFrom(
        ...(name === 'api'
          ? ['/getWallets', '/appkit/v1/config', '/projects/v1/origins', '/getAnalyticsConfig', '/getWalletImage/:id', '/public/getAssetImage/:id', '/public/getTokenImage/:id', '/public/getCurrencyImage/:id']
          : ['/v1/supported-chains', '/v1/account/:id/history', '/v1/identity/:id', '/v1/profile/account/:id', '/v1/profile/reverse/:id', '/v1/profile/suggestions/:id',
              '/v1/convert/tokens', '/v1/convert/quotes', '/v1/convert/allowance', '/v1/convert/gas-price', '/v1/convert/build-approve', '/v1/onramp/options', '/v1/sessions/:id']),
      )
    for (const [name, app] of [['api', () => api], ['chainData', () => chainData]] as const) {
      await fc.assert(
        fc.asyncProperty(routes(name), segment, query, async (route, id, params) => {
          const path = route.replace(':id', encodeURIComponent(id))
          const response = await app().request(`${path}?${new URLSearchParams(params)}`)
          if (!(await isAggregatorRefusal(response))) expect(response.status, `${name} ${path} ${JSON.stringify(params)}`).toBeLessThan(500)
        }),
        { numRuns: RUNS },
      )
    }
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<[string, () => Hono]>(['/e', () => api], ['/v1/fungible/price', () => chainData], ['/v1/convert/build-transaction', () => chainData], ['/v1/onramp/quote', () => chainData], ['/v1/generators/onrampurl', () => chainData], ['/v1/json-rpc', () => chainData], ['/v1/profile/account', () => chainData], ['/v1/sessions', () => chainData], ['/v1/sessions/0x70997970C51812dc3A010C7d01b50e0d17dc79C8/revoke', () => chainData]),
        fc.oneof(fc.jsonValue().map((json) => JSON.stringify(json)), fc.string({ unit: 'binary' }), payRpcRequest),
        query,
        async ([path, app], body, params) => {
          const response = await app().request(`${path}?${new URLSearchParams(params)}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
          if (!(await isAggregatorRefusal(response))) expect(response.status, `${path} ${body.slice(0, 80)}`).toBeLessThan(500)
        },
      ),
      { numRuns: RUNS },
    )
  }, 180_000)
})
