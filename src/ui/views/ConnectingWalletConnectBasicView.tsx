import { observer } from 'mobx-react-lite'
import { parsePairingUri } from '../../kernel/walletconnect/parsePairingUri'
import { useKit } from '../KitContext'
import { WALLET_CONNECT_CSS } from './walletConnectStyles'
import { WalletConnectQr } from './WalletConnectQr'
import { Button } from '../components/Button'

/** Checks the uri the app handed to open({ uri }): its §4 error message, or nothing when it is well formed. */
function uriProblem(uri: string | undefined): string | undefined {
  if (uri === undefined) return undefined
  try {
    parsePairingUri(uri)
    return undefined
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

/**
 * For apps that drive WalletConnect themselves (manualWCControl, or no adapters): the pairing uri they
 * pass to open({ uri }) as a QR code and a copy link.
 */
const ConnectingWalletConnectBasicView = observer(function ConnectingWalletConnectBasicView() {
  const kit = useKit()
  const uri = kit.modal.pairingUri
  const problem = uriProblem(uri)
  const copy = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(uri ?? ''))
      .then(
        () => kit.toast.show('Link copied', 'success'),
        () => kit.toast.show('Could not copy the link', 'error'),
      )
  return (
    <div className="gw-wc" data-testid="gw-connecting-wc-basic">
      <style>{WALLET_CONNECT_CSS}</style>
      {!problem && <WalletConnectQr uri={uri} logo={undefined} name="your wallet" />}
      <div role="status" aria-live="polite" className="gw-connecting-status">
        {problem ? (
          <p className="gw-connecting-error" data-testid="gw-wc-error">
            {problem}
          </p>
        ) : (
          <p className="gw-connecting-text">{uri ? 'Scan this QR code with your wallet' : 'Waiting for the connection link from the app'}</p>
        )}
      </div>
      <div className="gw-wc-actions">
        <Button variant="secondary" data-testid="gw-wc-copy" disabled={!uri || problem !== undefined} onClick={() => void copy()}>
          Copy link
        </Button>
      </div>
    </div>
  )
})

export default ConnectingWalletConnectBasicView
