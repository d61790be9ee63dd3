import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import type { PluginViewProps } from 'gangway/plugin'
import { Button, copyToClipboard, LinkButton, QrCode, useStyles } from 'gangway/ui'
import { FARCASTER_CSS } from './farcasterStyles'
import type { SocialStore } from './SocialStore'

/**
 * Farcaster sign-in (§4): the link from the login frame as a QR code (scanned with the Farcaster app) and as a
 * button (opens it on this device); connected once the visitor approves there. 'Failed to connect to
 * farcaster' and Try again on failure. Leaving it unconnected is handled by the flow (§2).
 */
export const ConnectingFarcasterView = observer(function ConnectingFarcasterView({ store, context }: PluginViewProps<SocialStore>) {
  useStyles('farcaster', FARCASTER_CSS)
  const flow = store.farcaster
  const { url, status, error } = flow
  const failed = status === 'failed'
  const retryButton = useRef<HTMLButtonElement>(null)
  useEffect(() => void flow.start(), [flow])
  useEffect(() => {
    if (failed) retryButton.current?.focus()
  }, [failed])
  const copy = async () => {
    if (!url) return
    const copied = await copyToClipboard(url)
    context.toast(copied ? 'Link copied' : 'Could not copy the link', copied ? 'success' : 'error')
  }
  return (
    <div className="gw-farcaster" data-testid="gw-connecting-farcaster" data-status={status}>
      {!failed && (
        <div className="gw-farcaster-qr-frame">
          {url ? (
            <QrCode value={url} label="QR code to sign in with Farcaster" testId="gw-farcaster-qr" className="gw-farcaster-qr" />
          ) : (
            <div className="gw-farcaster-qr-loading" data-testid="gw-farcaster-qr-loading" role="img" aria-label="Preparing the QR code" aria-busy="true" />
          )}
        </div>
      )}
      <div role="status" aria-live="polite">
        {failed ? (
          <p className="gw-farcaster-error" data-testid="gw-farcaster-error">
            {error}
          </p>
        ) : (
          <p className="gw-farcaster-text">{status === 'connecting' ? 'Connecting your wallet…' : 'Scan this QR code with your phone, or open the link, and approve the sign-in in Farcaster'}</p>
        )}
      </div>
      <div className="gw-farcaster-actions">
        {failed ? (
          <Button data-testid="gw-farcaster-retry" ref={retryButton} onClick={() => void flow.start()}>
            Try again
          </Button>
        ) : (
          <>
            {url && (
              <LinkButton data-testid="gw-farcaster-open" href={url} target="_blank" rel="noopener noreferrer">
                Open Farcaster<span className="gw-visually-hidden"> (opens in a new tab)</span>
              </LinkButton>
            )}
            <Button variant="secondary" data-testid="gw-farcaster-copy" aria-disabled={!url} onClick={() => void copy()}>
              Copy link
            </Button>
          </>
        )}
      </div>
    </div>
  )
})
