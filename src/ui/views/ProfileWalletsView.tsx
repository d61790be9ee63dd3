import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { formatBalance } from '../../kernel/format/formatBalance'
import { truncateAddress } from '../../kernel/format/truncateAddress'
import type { MultiWalletStore } from '../../kernel/multiWallet/MultiWalletStore'
import type { WalletConnection } from '../../kernel/multiWallet/walletConnections'
import type { ChainNamespace } from '../../kernel/types'
import { DisconnectIcon } from '../components/accountIcons'
import { Button } from '../components/Button'
import { WalletImage } from '../components/WalletImage'
import { useSlice } from '../hooks/useSlice'
import { useKit } from '../KitContext'
import { PROFILE_WALLETS_CSS } from './profileWalletsStyles'

const NAMESPACE_LABELS: Readonly<Record<ChainNamespace, string>> = { eip155: 'EVM', solana: 'Solana', polkadot: 'Polkadot', bip122: 'Bitcoin' }

const BalanceText = observer(function BalanceText({ store, address }: { readonly store: MultiWalletStore; readonly address: string }) {
  const entry = store.balanceOf(address)
  if (entry?.status === 'ready') return <>{`${formatBalance(entry.balance.balance)} ${entry.balance.symbol}`}</>
  return <>{entry?.status === 'failed' ? 'Balance unavailable' : 'Loading balance…'}</>
})

interface ConnectionRowProps {
  readonly store: MultiWalletStore
  readonly connection: WalletConnection
  /** The view reports what failed; a row only asks. */
  onError(error: unknown): void
}

/** One wallet: its icon, name, address and balance, and what can be done with it in its state. */
const ConnectionRow = observer(function ConnectionRow({ store, connection, onError }: ConnectionRowProps) {
  const address = connection.accounts[0]?.address
  const label = `${connection.name}${address ? ` ${truncateAddress(address)}` : ''}`
  const run = (action: () => Promise<unknown> | void) => Promise.resolve().then(action).catch(onError)
  return (
    <li className="gw-wallet-connection" data-testid="gw-wallet-connection" data-connector-id={connection.connectorId} data-status={connection.status} data-address={address}>
      <WalletImage src={connection.icon} eager size={36} />
      <span className="gw-wallet-connection-text">
        <span className="gw-wallet-connection-name">
          <span className="gw-wallet-connection-label">{connection.name}</span>
          {connection.status === 'connected' && <span className="gw-wallet-connection-badge">Active</span>}
        </span>
        <span className="gw-wallet-connection-detail">
          {address ? truncateAddress(address) : 'No account'}
          {connection.status !== 'disconnected' && address && (
            <>
              {' · '}
              <span className="gw-wallet-connection-balance">
                <BalanceText store={store} address={address} />
              </span>
            </>
          )}
        </span>
      </span>
      {connection.status === 'active' && (
        <button type="button" className="gw-wallet-connection-action" aria-label={`Switch to ${label}`} disabled={store.isSwitching} onClick={() => void run(() => store.switchConnection({ connection, namespace: connection.namespace }))}>
          Switch
        </button>
      )}
      {connection.status === 'disconnected' ? (
        <>
          <button type="button" className="gw-wallet-connection-action" aria-label={`Connect ${label}`} onClick={() => void run(() => store.switchConnection({ connection, namespace: connection.namespace }))}>
            Connect
          </button>
          <button type="button" className="gw-wallet-connection-action" aria-label={`Forget ${label}`} onClick={() => store.deleteRecent(connection.namespace, connection.connectorId)}>
            Forget
          </button>
        </>
      ) : (
        <button type="button" className="gw-wallet-connection-action gw-wallet-connection-icon" aria-label={`Disconnect ${label}`} title="Disconnect" onClick={() => void run(() => store.disconnect(connection.namespace, connection.connectorId))}>
          <DisconnectIcon size={16} />
        </button>
      )}
    </li>
  )
})

const NamespaceGroup = observer(function NamespaceGroup({ store, namespace, onError }: { readonly store: MultiWalletStore; readonly namespace: ChainNamespace; onError(error: unknown): void }) {
  const { connections, recentConnections } = store.lists(namespace)
  useEffect(() => store.loadBalances(namespace), [store, namespace, connections.length])
  const headingId = `gw-wallets-${namespace}`
  return (
    <section className="gw-wallets-group" aria-labelledby={headingId} data-testid="gw-wallets-namespace" data-namespace={namespace}>
      <h3 className="gw-wallets-heading" id={headingId}>
        {NAMESPACE_LABELS[namespace]}
      </h3>
      {connections.length > 0 && (
        <ul className="gw-wallets-list" aria-label={`${NAMESPACE_LABELS[namespace]} wallets`}>
          {connections.map((connection) => (
            <ConnectionRow key={connection.connectorId} store={store} connection={connection} onError={onError} />
          ))}
        </ul>
      )}
      {recentConnections.length > 0 && (
        <>
          <h4 className="gw-wallets-heading">Recently connected</h4>
          <ul className="gw-wallets-list" aria-label={`Recently connected ${NAMESPACE_LABELS[namespace]} wallets`}>
            {recentConnections.map((connection) => (
              <ConnectionRow key={connection.connectorId} store={store} connection={connection} onError={onError} />
            ))}
          </ul>
        </>
      )}
    </section>
  )
})

/** §2 ProfileWallets (multi-wallet): the visitor's wallets by namespace; switch, disconnect one or all, add another. */
const ProfileWalletsView = observer(function ProfileWalletsView() {
  const kit = useKit()
  const store = useSlice('multiWallet')
  if (!store) return null
  const onError = (error: unknown) => kit.toast.showError(error)
  const namespaces = store.namespaces
  return (
    <div className="gw-wallets" data-testid="gw-profile-wallets">
      <style>{PROFILE_WALLETS_CSS}</style>
      {namespaces.length === 0 && <p className="gw-muted">No wallets connected</p>}
      {namespaces.map((namespace) => (
        <NamespaceGroup key={namespace} store={store} namespace={namespace} onError={onError} />
      ))}
      <div className="gw-wallets-footer">
        <Button data-testid="gw-wallets-add" onClick={() => kit.router.push('Connect')}>
          Add wallet
        </Button>
        {kit.account.isConnected && (
          <Button variant="secondary" data-testid="gw-wallets-disconnect-all" onClick={() => void store.disconnectAll().catch(onError)}>
            Disconnect all
          </Button>
        )}
      </div>
    </div>
  )
})

export default ProfileWalletsView
