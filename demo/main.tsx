import { createAppKit, type ThemeMode } from 'gangway'
import { EvmAdapter } from 'gangway/adapters/evm'
import { AppKitProvider } from 'gangway/react'
import { createRoot } from 'react-dom/client'
import { DemoPage } from './DemoPage'
import { gangwayLocal, gangwayLocal2 } from './networks'
import { networkStatus } from './plugins/network-status'

const params = new URLSearchParams(location.search)
const themeMode: ThemeMode = params.get('theme') === 'light' ? 'light' : 'dark'

const appkit = createAppKit({
  projectId: params.get('projectId') ?? 'gangway-demo',
  networks: [gangwayLocal, gangwayLocal2],
  adapters: [new EvmAdapter()],
  metadata: { name: 'Gangway demo', description: 'Gangway host app', url: location.origin, icons: [] },
  themeMode,
  features: { swaps: true, analytics: true },
  plugins: [networkStatus()],
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
