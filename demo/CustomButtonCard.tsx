import { ConnectButton } from 'gangway/react'

/** RainbowKit's ConnectButton.Custom: the host draws the buttons from the state the kit hands over. */
export function CustomButtonCard() {
  return (
    <section className="card">
      <h2>Your own button (ConnectButton.Custom)</h2>
      <ConnectButton.Custom>
        {({ account, chain, mounted, openConnectModal, openAccountModal, openChainModal }) => {
          if (!mounted) return null
          if (!account || !chain) {
            return (
              <button type="button" className="secondary" data-testid="demo-custom-connect" onClick={openConnectModal}>
                Connect (custom)
              </button>
            )
          }
          return (
            <div className="row">
              <button type="button" className="secondary" data-testid="demo-custom-chain" onClick={openChainModal}>
                {chain.unsupported ? 'Wrong network' : chain.name}
              </button>
              <button type="button" className="secondary" data-testid="demo-custom-account" onClick={openAccountModal}>
                {account.displayName}
                {account.displayBalance ? ` (${account.displayBalance})` : ''}
              </button>
            </div>
          )
        }}
      </ConnectButton.Custom>
    </section>
  )
}
