import { observer } from 'mobx-react-lite'
import { useRef } from 'react'
import { useKit } from '../KitContext'
import { WalletImage } from '../components/WalletImage'
import { connectorImageUrl } from '../../kernel/walletconnect/connectorImageUrl'
import { CONNECTION_CSS } from './connectionStyles'
import { UnavailableView } from './UnavailableView'
import { Button } from '../components/Button'

/** An installed wallet was asked to connect: wait for it, or show why it failed and offer a retry. */
const ConnectingExternalView = observer(function ConnectingExternalView({ connectorId = '' }: { readonly connectorId?: string }) {
  const kit = useKit()
  const status = useRef<HTMLDivElement>(null)
  if (!connectorId) return <UnavailableView view="ConnectingExternal" />
  const connector = kit.connectors.find(connectorId)
  const attempt = kit.connection.attempt?.connectorId === connectorId ? kit.connection.attempt : undefined
  const failed = attempt?.status === 'failed'
  const name = connector?.name ?? 'your wallet'
  const retry = () => {
    // The button goes away while waiting: focus moves to the status it is replaced by.
    status.current?.focus()
    void kit.connection.connect(connectorId)
  }
  return (
    <div className="gw-connecting" data-testid="gw-connecting-external" data-status={failed ? 'failed' : 'connecting'}>
      <style>{CONNECTION_CSS}</style>
      <div className="gw-connecting-logo">
        <span className="gw-connecting-ring" aria-hidden="true" />
        <WalletImage src={connector && connectorImageUrl(connector, kit.options.connectorImages)} eager />
      </div>
      <div role="status" aria-live="polite" tabIndex={-1} ref={status} className="gw-connecting-status">
        {failed ? (
          <>
            <p className="gw-connecting-error" data-testid="gw-connecting-error">
              {attempt.error}
            </p>
            {attempt.detail && <p className="gw-connecting-text">{attempt.detail}</p>}
          </>
        ) : (
          <>
            <p className="gw-connecting-title">Continue in {name}</p>
            <p className="gw-connecting-text">Accept the connection request in the wallet</p>
          </>
        )}
      </div>
      {failed && (
        <Button data-testid="gw-connecting-retry" onClick={retry}>
          Try again
        </Button>
      )}
    </div>
  )
})

export default ConnectingExternalView
