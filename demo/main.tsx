import { createAppKit, type ThemeMode } from 'gangway'
import { EvmAdapter } from 'gangway/adapters/evm'
import { SolanaAdapter } from 'gangway/adapters/solana'
import { activity } from 'gangway/plugins/activity'
import { email } from 'gangway/plugins/email'
import { names } from 'gangway/plugins/names'
import { onramp } from 'gangway/plugins/onramp'
import { createPayments, payPlugin } from 'gangway/plugins/pay'
import { receive } from 'gangway/plugins/receive'
import { send } from 'gangway/plugins/send'
import { social } from 'gangway/plugins/social'
import { swaps } from 'gangway/plugins/swaps'
import { AppKitProvider } from 'gangway/react'
import { cloudSiwx } from 'gangway/siwx'
import { createRoot } from 'react-dom/client'
import { DemoPage } from './DemoPage'
import { addDemoTestWallet, demoTestWalletAdded } from './demoTestWallet'
import { gangwayLocal, gangwayLocal2, mainnet, sepolia, solanaLocal, withRpcUrl } from './networks'
import { networkStatus } from './plugins/network-status'
import { loopbackOverride } from './loopbackOverride'

const params = new URLSearchParams(location.search)
const themeMode: ThemeMode = params.get('theme') === 'light' ? 'light' : 'dark'
/** Comma-separated list options from the address, so tests and visitors can try them: ?excludeWalletIds=a,b */
const listParam = (name: string): string[] | undefined => params.get(name)?.split(',').filter(Boolean)
const flagParam = (name: string): boolean | undefined => (params.has(name) ? params.get(name) !== 'false' : undefined)
const optional = <T,>(name: string, value: T | undefined) => (value === undefined ? {} : { [name]: value })

/** ?timing.walletConnectTimeout=2000 shortens a §9 timing (the kit's `testing.timings` option), for e2e runs. */
const timings = Object.fromEntries([...params].filter(([key, value]) => key.startsWith('timing.') && /^\d+$/.test(value)).map(([key, value]) => [key.slice(7), Number(value)]))

const ENDPOINT_PARAMS = ['api', 'chainData', 'analytics', 'relay', 'secureSite'] as const

function endpointParams(): Partial<Record<(typeof ENDPOINT_PARAMS)[number], string>> | undefined {
  const endpoints = Object.fromEntries(ENDPOINT_PARAMS.flatMap((name) => Object.entries(optional(name, loopbackOverride(params.get(name))))))
  return Object.keys(endpoints).length > 0 ? endpoints : undefined
}

/** ?token.31337=0x… shows that ERC-20's balance on the account (the kit's `tokens` option); ?chainImage.31337=https://… a network image (`chainImages`). */
const byChain = (prefix: string) => Object.fromEntries([...params].filter(([key]) => key.startsWith(prefix)).map(([key, value]) => [key.slice(prefix.length), value]))
const tokenParams = Object.fromEntries(Object.entries(byChain('token.')).map(([chainId, address]) => [`eip155:${chainId}`, { address }]))
const chainImageParams = byChain('chainImage.')

/** AppKit's boolean options, each from ?name=true|false (absent: the kit's default). */
const APPKIT_FLAGS = [
  'allowUnsupportedChain', 'enableWalletConnect', 'enableInjected', 'enableCoinbase', 'enableWallets', 'enableNetworkSwitch', 'enableWalletGuide', 'basic',
  'disableProviderPing',
] as const
const appKitFlags = Object.fromEntries(APPKIT_FLAGS.flatMap((name) => Object.entries(optional(name, flagParam(name)))))

/** Connect's feature flags, each from ?name=true|false. */
const CONNECT_FLAGS = ['legalCheckbox', 'collapseWallets', 'emailShowWallets'] as const

/** ?siwx=optional|required: sign in with the wallet against the local cloud after connecting. */
const siwxParam = params.get('siwx')
const siwx = siwxParam === 'optional' || siwxParam === 'required' ? cloudSiwx({ required: siwxParam === 'required' }) : undefined

/** ?rpc.31337=http://127.0.0.1:… points a local network's own node elsewhere (e2e: a chain the suite crashes and restarts). */
const networks = [gangwayLocal, gangwayLocal2].map((network) => withRpcUrl(network, loopbackOverride(params.get(`rpc.${network.id}`))))
/** ?withSepolia=true adds Sepolia, a network the local cloud has no pools or node for (e2e: 'Network not supported for Swaps'). */
if (flagParam('withSepolia')) networks.push(sepolia)
/** ?withMainnet=true adds Ethereum (e2e: the wallet directory is asked for the configured mainnets' chains). */
if (flagParam('withMainnet')) networks.push(mainnet)
/** ?solana=true adds the local Solana chain and the Solana adapter (Wallet Standard wallets, e.g. the Solana test wallet). */
const withSolana = flagParam('solana') === true
if (withSolana) networks.push(solanaLocal)

// Announced before the kit starts, so a stored connection to it is restored after a reload.
if (demoTestWalletAdded()) await addDemoTestWallet()

const appkit = createAppKit({
  projectId: params.get('projectId') ?? 'gangway-demo',
  networks: [networks[0]!, ...networks.slice(1)],
  adapters: withSolana ? [new EvmAdapter(), new SolanaAdapter()] : [new EvmAdapter()],
  metadata: { name: 'Gangway demo', description: 'Gangway host app', url: location.origin, icons: [] },
  themeMode,
  // ?multiWallet=true with ?projectId=gangway-multi-wallet (whose remote config allows it): several wallets at once.
  // Pay (off by default, §9) is on in the demo; ?pay=false turns it off.
  // ?legalCheckbox=true, ?collapseWallets=true, ?emailShowWallets=false: Connect's options (with ?termsConditionsUrl=
  // and ?privacyPolicyUrl= on this machine for the checkbox's links).
  features: {
    swaps: true,
    analytics: true,
    pay: flagParam('pay') ?? true,
    ...optional('multiWallet', flagParam('multiWallet')),
    ...Object.fromEntries(CONNECT_FLAGS.flatMap((name) => Object.entries(optional(name, flagParam(name))))),
  },
  ...optional('termsConditionsUrl', loopbackOverride(params.get('termsConditionsUrl'))),
  ...optional('privacyPolicyUrl', loopbackOverride(params.get('privacyPolicyUrl'))),
  plugins: [email(), social(), networkStatus(), receive(), activity(), send(), swaps(), onramp(), names(), payPlugin()],
  ...optional('excludeWalletIds', listParam('excludeWalletIds')),
  ...optional('featuredWalletIds', listParam('featuredWalletIds')),
  ...optional('includeWalletIds', listParam('includeWalletIds')),
  ...optional('enableEIP6963', flagParam('enableEIP6963')),
  ...optional('enableReconnect', flagParam('enableReconnect')),
  // ?accountType=eoa: e-mail and social logins answer with the signer instead of the smart account (§9 default).
  ...optional('defaultAccountTypes', params.get('accountType') === 'eoa' ? { eip155: 'eoa' as const } : undefined),
  ...optional('testing', Object.keys(timings).length > 0 ? { timings } : undefined),
  // ?relay=ws://…, ?secureSite=, ?api=, ?chainData=, ?analytics=http://… point the kit at other services on
  // this machine (e2e: a relay, an API, a chain-data service the suite stops and restarts; a secure site that is down).
  ...optional('endpoints', endpointParams()),
  ...optional('manualWCControl', flagParam('manualWCControl')),
  ...appKitFlags,
  ...optional('tokens', Object.keys(tokenParams).length > 0 ? tokenParams : undefined),
  ...optional('chainImages', Object.keys(chainImageParams).length > 0 ? chainImageParams : undefined),
  ...optional('siwx', siwx),
})

/** AppKit Pay's functions for this kit (tests call window.payments.pay(…)). */
const payments = createPayments(appkit)

declare global {
  interface Window {
    appkit: typeof appkit
    payments: typeof payments
  }
}
window.appkit = appkit
window.payments = payments

const container = document.getElementById('app')
if (container) {
  createRoot(container).render(
    <AppKitProvider appkit={appkit}>
      <DemoPage payments={payments} />
    </AppKitProvider>,
  )
}
