import { onrampProviderSchema, type OnrampProvider } from '../../src/protocol/onramp'
import { PROVIDER_FEE_BPS } from './onrampMarket'

/**
 * The provider `/v1/onramp/options` lists (beyond AppKit's answer): the local payment provider at `providerUrl`, in
 * test mode, with its fee and its order status API, so the kit can label it and follow the orders it opens.
 */
export function localProvider(providerUrl: string): OnrampProvider {
  const base = providerUrl.replace(/\/+$/, '')
  return onrampProviderSchema.parse({
    id: 'gangway-local',
    name: 'Gangway test provider',
    description: 'Test cards and a test bank account, no real money.',
    testMode: true,
    feePercent: (Number(PROVIDER_FEE_BPS) / 100).toString(),
    ordersUrl: `${base}/v1/orders`,
  })
}
