import { createAppKit, type ThemeMode } from 'gangway'
import { EvmAdapter } from 'gangway/adapters/evm'
import { activity } from 'gangway/plugins/activity'
import { email } from 'gangway/plugins/email'
import { receive } from 'gangway/plugins/receive'
import { send } from 'gangway/plugins/send'
import { social } from 'gangway/plugins/social'
import { AppKitProvider } from 'gangway/react'
import { createRoot } from 'react-dom/client'
import { DemoPage } from './DemoPage'
import { addDemoTestWallet, demoTestWalletAdded } from './demoTestWallet'
import { gangwayLocal, gangwayLocal2 } from './networks'
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

function endpointParams(): { relay?: string; secureSite?: string } | undefined {
  const endpoints = { ...optional('relay', loopbackOverride(params.get('relay'))), ...optional('secureSite', loopbackOverride(params.get('secureSite'))) }
  return Object.keys(endpoints).length > 0 ? endpoints : undefined
}

// Announced before the kit starts, so a stored connection to it is restored after a reload.
if (demoTestWalletAdded()) await addDemoTestWallet()

const appkit = createAppKit({
  projectId: params.get('projectId') ?? 'gangway-demo',
  networks: [gangwayLocal, gangwayLocal2],
  adapters: [new EvmAdapter()],
  metadata: { name: 'Gangway demo', description: 'Gangway host app', url: location.origin, icons: [] },
  themeMode,
  features: { swaps: true, analytics: true },
  plugins: [email(), social(), networkStatus(), receive(), activity(), send()],
  ...optional('excludeWalletIds', listParam('excludeWalletIds')),
  ...optional('featuredWalletIds', listParam('featuredWalletIds')),
  ...optional('includeWalletIds', listParam('includeWalletIds')),
  ...optional('enableEIP6963', flagParam('enableEIP6963')),
  ...optional('enableReconnect', flagParam('enableReconnect')),
  ...optional('testing', Object.keys(timings).length > 0 ? { timings } : undefined),
  // ?relay=ws://… and ?secureSite=http://… point WalletConnect and the login frame elsewhere (e2e: a relay
  // the suite stops and restarts, a secure site that is down).
  ...optional('endpoints', endpointParams()),
  ...optional('manualWCControl', flagParam('manualWCControl')),
})

declare global {
  interface Window {
    appkit: typeof appkit
  }
}
window.appkit = appkit

const container = document.getElementById('app')
if (container) {
  createRoot(container).render(
    <AppKitProvider appkit={appkit}>
      <DemoPage />
    </AppKitProvider>,
  )
}
