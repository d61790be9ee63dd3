import { useAppKitAccount, useAppKitNetwork, useDisconnect, useWalletInfo } from 'gangway/react'
import { addDemoTestWallet, demoTestWalletAdded, removeDemoTestWallet } from './demoTestWallet'
import { gangwayLocal, gangwayLocal2 } from './networks'

/** What the host app sees through the hooks: account, balance, network, wallet; and the demo's test wallet. */
export function AccountCard() {
  // The active namespace's account (EVM, or Solana with ?solana=true).
  const account = useAppKitAccount()
  const { caipNetwork, isUnsupported, switchNetwork } = useAppKitNetwork()
  const { walletInfo } = useWalletInfo()
  const { disconnect } = useDisconnect()
  return (
    <section className="card">
      <h2>Account (hooks)</h2>
      <pre data-testid="demo-account">
        {JSON.stringify(
          { status: account.status, address: account.address, balance: account.balance && `${account.balance} ${account.balanceSymbol ?? ''}`, network: caipNetwork?.name, isUnsupported, wallet: walletInfo?.name },
          null,
          2,
        )}
      </pre>
      <div className="row" style={{ marginTop: 12 }}>
        {[gangwayLocal, gangwayLocal2].map((network) => (
          <button key={network.caipNetworkId} type="button" className="secondary" onClick={() => void switchNetwork(network).catch(() => undefined)}>
            Use {network.name}
          </button>
        ))}
        {account.isConnected && (
          <button type="button" className="secondary" data-testid="demo-disconnect" onClick={() => void disconnect().catch((error: unknown) => console.warn(error))}>
            Disconnect
          </button>
        )}
      </div>
      <h2 style={{ marginTop: 18 }}>No browser wallet?</h2>
      <p>The Gangway test wallet (gangway/testing) is a real wallet on the local chains, with the public test mnemonic. For development only.</p>
      {demoTestWalletAdded() ? (
        <button type="button" className="secondary" onClick={removeDemoTestWallet}>
          Remove the test wallet
        </button>
      ) : (
        <button type="button" className="secondary" data-testid="demo-add-test-wallet" onClick={() => void addDemoTestWallet().then(() => location.reload())}>
          Add the test wallet
        </button>
      )}
    </section>
  )
}
