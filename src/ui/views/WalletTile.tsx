import { observer } from 'mobx-react-lite'
import type { AllWalletsEntry } from '../../kernel/allWalletsList'
import { pickConnector, pickDirectoryWallet } from '../../kernel/router/pickWallet'
import { connectorImageUrl } from '../../kernel/walletconnect/connectorImageUrl'
import { useKit } from '../KitContext'
import { WalletImage } from '../components/WalletImage'

/** One AllWallets tile: an installed wallet (marked, connects through its connector), a directory wallet, or a placeholder. */
export const WalletTile = observer(function WalletTile({ entry, index }: { readonly entry: AllWalletsEntry; readonly index: number }) {
  const kit = useKit()
  if (entry.kind === 'placeholder') {
    return (
      <div className="gw-tile gw-tile-placeholder gw-skeleton" aria-hidden="true" data-testid="gw-wallet-placeholder">
        <span className="gw-wallet-image" />
        <span className="gw-skeleton-line" />
      </div>
    )
  }
  const connector = entry.kind === 'connector' ? entry.connector : entry.installed
  const record = entry.wallet
  const id = entry.kind === 'connector' ? entry.connector.id : entry.wallet.id
  const name = entry.kind === 'connector' ? entry.connector.name : entry.wallet.name
  const images = kit.options.connectorImages
  // connectorImages names an installed wallet by its connector's id, a directory wallet by its own.
  const image =
    (entry.kind === 'connector' ? connectorImageUrl(entry.connector, images) : connector && images[connector.id]) ??
    (record ? (images[record.id] ?? kit.wallets.imageUrl(record)) : undefined)
  const select = () => {
    if (connector) pickConnector(kit, connector)
    else if (record) pickDirectoryWallet(kit, record)
  }
  return (
    <button
      type="button"
      className="gw-tile"
      data-testid="gw-wallet-tile"
      data-wallet-id={id}
      data-index={index}
      data-installed={connector ? 'true' : undefined}
      onClick={select}
    >
      <span className="gw-tile-image">
        <WalletImage src={image} eager={entry.kind !== 'wallet' || entry.eagerImage} size={48} />
        {connector && <span className="gw-tile-badge" aria-hidden="true" />}
      </span>
      <span className="gw-tile-label">{name}</span>
      {connector && <span className="gw-visually-hidden">, installed</span>}
    </button>
  )
})
