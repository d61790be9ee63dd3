import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import { withSlice } from '../withSlice'
import type { WalletConnectStore } from '../../kernel/walletconnect/WalletConnectStore'
import { useKit } from '../KitContext'
import { WALLET_CONNECT_CSS } from './walletConnectStyles'
import { WalletConnectQr } from './WalletConnectQr'
import { WalletConnectLinks } from './WalletConnectLinks'
import { Button } from '../components/Button'

/**
 * A wallet connects over WalletConnect: the QR code (desktop) or the wallet's deep link (mobile), the copy
 * link, and the wallet's answer ('Connection rejected', 'Failed to connect', Try again).
 */
const ConnectingWalletConnectView = withSlice('walletConnect', observer(function ConnectingWalletConnectView({ walletId, store }: { readonly walletId?: string; readonly store: WalletConnectStore }) {
  const kit = useKit()
  const status = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const picked = kit.connection.pickedWallet
    store.start(picked && picked.id === walletId ? picked : undefined)
    return () => store.cancel()
  }, [kit, store, walletId])
  const { wallet, uri, error, detail, platform, links, appDidNotOpen } = store
  const failed = store.status === 'failed'
  const retryButton = useRef<HTMLButtonElement>(null)
  // The QR code and its links go away on failure: focus moves to Try again, not to the page.
  useEffect(() => {
    if (failed) retryButton.current?.focus()
  }, [failed])
  const name = wallet?.name ?? 'your wallet'
  const logo = wallet ? kit.wallets.imageUrl(wallet) : undefined
  const showQr = !failed && (platform === 'desktop' || !links.mobile || appDidNotOpen)
  const retry = () => {
    status.current?.focus()
    store.retry()
  }
  return (
    <div className="gw-wc" data-testid="gw-connecting-wc" data-status={store.status}>
      <style>{WALLET_CONNECT_CSS}</style>
      {showQr && <WalletConnectQr uri={uri} logo={logo} name={name} />}
      <div role="status" aria-live="polite" tabIndex={-1} ref={status} className="gw-connecting-status">
        {failed ? (
          <>
            <p className="gw-connecting-error" data-testid="gw-wc-error">
              {error}
            </p>
            {detail && <p className="gw-connecting-text">{detail}</p>}
          </>
        ) : showQr ? (
          <p className="gw-connecting-text">{appDidNotOpen ? `${name} did not open. Scan the code with it instead, or get the app.` : `Scan this QR code with ${name} on your phone`}</p>
        ) : (
          <p className="gw-connecting-text">Continue in {name}</p>
        )}
      </div>
      <div className="gw-wc-actions">
        {failed && (
          <Button data-testid="gw-wc-retry" ref={retryButton} onClick={retry}>
            Try again
          </Button>
        )}
        {!failed && <WalletConnectLinks store={store} name={name} />}
        {!failed && (
          <Button variant="secondary" data-testid="gw-wc-copy" disabled={!uri} onClick={() => void store.copyLink()}>
            Copy link
          </Button>
        )}
      </div>
    </div>
  )
}))

export default ConnectingWalletConnectView
