import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useRef } from 'react'
import { withSlice } from '../withSlice'
import type { FarcasterLoginFlow } from '../../kernel/auth/FarcasterLoginFlow'
import { qrImage } from '../components/qr/qrMatrix'
import { QrCode } from '../components/qr/QrCode'
import { useKit } from '../KitContext'
import { WALLET_CONNECT_CSS } from './walletConnectStyles'

/**
 * Farcaster sign-in (§4): the link from the login frame as a QR code (scanned with the Farcaster app) and as a
 * button (opens it on this device); connected once the visitor approves there. 'Failed to connect to
 * farcaster' and Try again on failure. Leaving it unconnected is handled by the flow (§2).
 */
const ConnectingFarcasterView = withSlice('farcaster', observer(function ConnectingFarcasterView({ store: flow }: { readonly store: FarcasterLoginFlow }) {
  const kit = useKit()
  const { url, status, error } = flow
  const failed = status === 'failed'
  const retryButton = useRef<HTMLButtonElement>(null)
  useEffect(() => void flow.start(), [flow])
  useEffect(() => {
    if (failed) retryButton.current?.focus()
  }, [failed])
  const image = useMemo(() => (url ? qrImage(url, 'M') : undefined), [url])
  const copy = async () => {
    if (!url) return
    try {
      await navigator.clipboard.writeText(url)
      kit.toast.show('Link copied', 'success')
    } catch {
      kit.toast.show('Could not copy the link', 'error')
    }
  }
  return (
    <div className="gw-wc" data-testid="gw-connecting-farcaster" data-status={status}>
      <style>{WALLET_CONNECT_CSS}</style>
      {!failed && (
        <div className="gw-wc-qr-frame">
          {image ? (
            <QrCode image={image} label="QR code to sign in with Farcaster" testId="gw-farcaster-qr" className="gw-wc-qr" />
          ) : (
            <div className="gw-wc-qr-skeleton" data-testid="gw-farcaster-qr-loading" role="img" aria-label="Preparing the QR code" aria-busy="true" />
          )}
        </div>
      )}
      <div role="status" aria-live="polite" className="gw-connecting-status">
        {failed ? (
          <p className="gw-connecting-error" data-testid="gw-farcaster-error">
            {error}
          </p>
        ) : (
          <p className="gw-connecting-text">{status === 'connecting' ? 'Connecting your wallet…' : 'Scan this QR code with your phone, or open the link, and approve the sign-in in Farcaster'}</p>
        )}
      </div>
      <div className="gw-wc-actions">
        {failed ? (
          <button type="button" className="gw-button" data-testid="gw-farcaster-retry" ref={retryButton} onClick={() => void flow.start()}>
            Try again
          </button>
        ) : (
          <>
            {url && (
              <a className="gw-button" data-testid="gw-farcaster-open" href={url} target="_blank" rel="noopener noreferrer">
                Open Farcaster<span className="gw-visually-hidden"> (opens in a new tab)</span>
              </a>
            )}
            <button type="button" className="gw-button gw-button-secondary" data-testid="gw-farcaster-copy" disabled={!url} onClick={() => void copy()}>
              Copy link
            </button>
          </>
        )}
      </div>
    </div>
  )
}))

export default ConnectingFarcasterView
