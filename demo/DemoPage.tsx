import { ConnectButton, useAppKit, useAppKitState, useAppKitTheme } from 'gangway/react'
import type { Payments } from 'gangway/plugins/pay'
import { useEffect } from 'react'
import { AccountCard } from './AccountCard'
import { CustomButtonCard } from './CustomButtonCard'
import { PayCard } from './PayCard'
import { SignInCard } from './SignInCard'
import { WalletActionsCard } from './WalletActionsCard'

/** The host page: a connect button, a theme toggle, the live kit state, a payment and a way into the example plugin. */
export function DemoPage({ payments }: { readonly payments: Payments }) {
  const { open } = useAppKit()
  const state = useAppKitState()
  const { themeMode, setThemeMode } = useAppKitTheme()
  useEffect(() => {
    document.body.dataset.theme = themeMode
  }, [themeMode])

  return (
    <>
      <header>
        <h1>Gangway demo</h1>
        <div className="row">
          <button type="button" className="secondary" data-testid="demo-theme-toggle" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>
            {themeMode === 'dark' ? 'Light theme' : 'Dark theme'}
          </button>
          <ConnectButton showBalance={false} />
        </div>
      </header>
      <main>
        <section className="card">
          <h2>Connect</h2>
          <p>The button opens the Gangway modal against the local reference cloud. Nothing is requested until you point at it.</p>
          <div className="row">
            <button type="button" className="secondary" onClick={() => void open({ view: 'AllWallets' })}>
              Browse all wallets
            </button>
            <button type="button" className="secondary" data-testid="demo-open-network-status" onClick={() => void open({ view: 'NetworkStatus' })}>
              Network status (third-party plugin)
            </button>
          </div>
        </section>
        <AccountCard />
        <SignInCard />
        <CustomButtonCard />
        <WalletActionsCard />
        <PayCard payments={payments} />
        <section className="card">
          <h2>Live state</h2>
          <pre data-testid="demo-state">{JSON.stringify(state, null, 2)}</pre>
        </section>
      </main>
    </>
  )
}
