import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { readWalletEnvironment } from '../../kernel/walletFilters'
import type { WalletListItem } from '../../kernel/walletGroups'
import { pickConnector, pickDirectoryWallet } from '../../kernel/router/pickWallet'
import { walletListImage } from '../../kernel/walletListImage'
import { useKit } from '../KitContext'
import { useSlice } from '../hooks/useSlice'
import { WalletImage } from '../components/WalletImage'
import { WalletGuide } from './WalletGuide'
import { connectGate } from './ConnectGate'
import { connectWalletItems, preloadConnectImages } from './connectWalletItems'

const TAGS: Partial<Record<WalletListItem['group'], string>> = { recent: 'Recent', injected: 'Installed' }

const WalletItemRow = observer(function WalletItemRow({ item }: { readonly item: WalletListItem }) {
  const kit = useKit()
  const image = walletListImage(item, kit.options.connectorImages, kit.wallets)
  const tag = TAGS[item.group]
  const common = { type: 'button' as const, className: 'gw-row', 'data-testid': 'gw-wallet-row', 'data-group': item.group }
  if (item.kind === 'connector') {
    const { connector } = item
    return (
      <button {...common} data-wallet-id={connector.id} data-installed={item.group === 'injected' ? 'true' : undefined} onClick={() => pickConnector(kit, connector)}>
        <WalletImage src={image} eager />
        <span className="gw-row-label">{connector.name}</span>
        {tag && <span className="gw-row-tag">{tag}</span>}
      </button>
    )
  }
  const { wallet } = item
  // A directory wallet matching an installed connector is marked and connects through it (§2).
  const installed = item.kind === 'wallet' ? item.installed : undefined
  const label = installed ? 'Installed' : tag
  return (
    <button
      {...common}
      data-wallet-id={wallet.id}
      data-installed={installed ? 'true' : undefined}
      onClick={() => (installed ? pickConnector(kit, installed) : pickDirectoryWallet(kit, wallet))}
    >
      <WalletImage src={image} eager />
      <span className="gw-row-label">{wallet.name}</span>
      {label && <span className="gw-row-tag">{label}</span>}
    </button>
  )
})

/**
 * The Connect view's wallet rows, group by group in the configured order (§2, §9). Its own chunk: the
 * rows need the directory's answer anyway, so the shell paints skeleton rows and this arrives with the data.
 */
const WalletRows = observer(function WalletRows() {
  const kit = useKit()
  // Loaded with this chunk (its registry entry needs it).
  const recentWallets = useSlice('recentWallets')
  const [environment] = useState(readWalletEnvironment)
  const items = connectWalletItems(kit, recentWallets, environment)
  return (
    <>
      {items.map((item) => (
        <WalletItemRow key={`${item.group}:${item.kind === 'connector' ? item.connector.id : item.wallet.id}`} item={item} />
      ))}
    </>
  )
})

/**
 * The wallet guide comes in this chunk too: the Connect view draws it below every section once it is here; the
 * gate for the legal checkbox and collapsed wallets, which Connect waits for when those options are on; and the
 * preload of the rows' images, which intent starts once the directory has answered.
 */
const WalletRowsPart = Object.assign(WalletRows, { Guide: WalletGuide, gate: connectGate, preloadImages: preloadConnectImages })
export type WalletRowsPart = typeof WalletRowsPart
export default WalletRowsPart
