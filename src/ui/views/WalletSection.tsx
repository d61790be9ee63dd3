import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { WALLET_LIST } from '../../kernel/constants'
import { isMobile } from '../../kernel/environment'
import { showsAllWallets } from '../../kernel/showsAllWallets'
import { exclusionRules, readWalletEnvironment } from '../../kernel/walletFilters'
import { buildWalletGroups, type WalletListItem } from '../../kernel/walletGroups'
import { useKit } from '../KitContext'
import { GridIcon } from '../components/icons'
import { SkeletonRow } from '../components/SkeletonRow'
import { WalletImage } from '../components/WalletImage'

const TAGS: Partial<Record<WalletListItem['group'], string>> = { recent: 'Recent', injected: 'Installed' }

const WalletItemRow = observer(function WalletItemRow({ item }: { readonly item: WalletListItem }) {
  const kit = useKit()
  const tag = TAGS[item.group]
  const common = { type: 'button' as const, className: 'gw-row', 'data-testid': 'gw-wallet-row', 'data-group': item.group }
  if (item.kind === 'connector') {
    const { connector } = item
    return (
      <button {...common} data-wallet-id={connector.id} data-installed={item.group === 'injected' ? 'true' : undefined} onClick={() => kit.selectConnector(connector)}>
        <WalletImage src={connector.imageUrl} eager />
        <span className="gw-row-label">{connector.name}</span>
        {tag && <span className="gw-row-tag">{tag}</span>}
      </button>
    )
  }
  const { wallet } = item
  const image = item.kind === 'custom' ? wallet.image_url : kit.wallets.imageUrl(item.wallet)
  // A directory wallet matching an installed connector is marked and connects through it (§2).
  const installed = item.kind === 'wallet' ? item.installed : undefined
  const label = installed ? 'Installed' : tag
  return (
    <button
      {...common}
      data-wallet-id={wallet.id}
      data-installed={installed ? 'true' : undefined}
      onClick={() => (installed ? kit.selectConnector(installed) : kit.selectWallet(wallet))}
    >
      <WalletImage src={image ?? undefined} eager />
      <span className="gw-row-label">{wallet.name}</span>
      {label && <span className="gw-row-tag">{label}</span>}
    </button>
  )
})

/** Wallet rows on Connect, group by group in the configured order (§2), then All Wallets. */
export const WalletSection = observer(function WalletSection() {
  const kit = useKit()
  const { wallets, connectors, recentWallets, options } = kit
  const loading = wallets.recommendedStatus === 'idle' || wallets.recommendedStatus === 'loading'
  const [environment] = useState(readWalletEnvironment)
  const items = buildWalletGroups({
    order: options.features.connectorTypeOrder,
    recent: recentWallets.wallets,
    connectors: connectors.connectors,
    featured: wallets.featured,
    custom: options.customWallets,
    recommended: wallets.recommended,
    featuredWalletIds: options.featuredWalletIds,
    exclusions: exclusionRules(options.excludeWalletIds, wallets.excludedRdns),
    environment,
  })
  return (
    <>
      {items.map((item) => (
        <WalletItemRow key={`${item.group}:${item.kind === 'connector' ? item.connector.id : item.wallet.id}`} item={item} />
      ))}
      {loading && Array.from({ length: WALLET_LIST.recommended }, (_, index) => <SkeletonRow key={index} />)}
      {wallets.recommendedStatus === 'failed' && (
        <div className="gw-row gw-row-static" data-testid="gw-wallets-failed">
          <span className="gw-row-label">Wallets could not be loaded</span>
          <button type="button" className="gw-row-tag gw-tag-button" onClick={() => void wallets.loadRecommended()}>
            Try again
          </button>
        </div>
      )}
      {showsAllWallets(kit.flagStore.flags.allWallets.value, options.allWallets, isMobile()) && (
        <button type="button" className="gw-row" data-testid="gw-wallet-all" onClick={() => kit.router.push('AllWallets')}>
          <span className="gw-wallet-image gw-icon-tile" aria-hidden="true">
            <GridIcon size={20} />
          </span>
          <span className="gw-row-label">All Wallets</span>
          {wallets.count > 0 && <span className="gw-row-tag">{wallets.count > 999 ? `${Math.floor(wallets.count / 100) * 100}+` : wallets.count}</span>}
        </button>
      )}
    </>
  )
})
