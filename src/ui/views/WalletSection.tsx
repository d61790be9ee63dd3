import { observer } from 'mobx-react-lite'
import { WALLET_LIST } from '../../kernel/constants'
import type { WalletRecord } from '../../kernel/stores/WalletDirectoryStore'
import { useKit } from '../KitContext'
import { GridIcon } from '../components/icons'
import { SkeletonRow } from '../components/SkeletonRow'
import { WalletImage } from '../components/WalletImage'

const WalletRow = observer(function WalletRow({ wallet, tag }: { readonly wallet: WalletRecord; readonly tag?: string }) {
  const kit = useKit()
  return (
    <button type="button" className="gw-row" data-testid="gw-wallet-row" data-wallet-id={wallet.id} onClick={() => kit.selectWallet(wallet)}>
      <WalletImage src={kit.wallets.imageUrl(wallet)} eager />
      <span className="gw-row-label">{wallet.name}</span>
      {tag && <span className="gw-row-tag">{tag}</span>}
    </button>
  )
})

/** Wallet rows on Connect: installed wallets, then featured and recommended from the directory, then All Wallets. */
export const WalletSection = observer(function WalletSection() {
  const kit = useKit()
  const { wallets, connectors, recentWallets } = kit
  const loading = wallets.recommendedStatus === 'idle' || wallets.recommendedStatus === 'loading'
  const recentIds = new Set(recentWallets.wallets.map((wallet) => wallet.id))
  const rows = wallets.connectRows.filter((wallet) => !recentIds.has(wallet.id))
  return (
    <>
      {connectors.installed.map((connector) => (
        <button key={connector.id} type="button" className="gw-row" data-testid="gw-wallet-row" data-wallet-id={connector.id}>
          <WalletImage src={connector.imageUrl} eager />
          <span className="gw-row-label">{connector.name}</span>
          <span className="gw-row-tag">Installed</span>
        </button>
      ))}
      {recentWallets.wallets.map((wallet) => (
        <WalletRow key={wallet.id} wallet={wallet} tag="Recent" />
      ))}
      {loading
        ? Array.from({ length: WALLET_LIST.recommended }, (_, index) => <SkeletonRow key={index} />)
        : rows.map((wallet) => <WalletRow key={wallet.id} wallet={wallet} />)}
      {kit.flagStore.flags.allWallets.value && (
        <button type="button" className="gw-row" data-testid="gw-wallet-all" onClick={() => kit.router.push('AllWallets')}>
          <span className="gw-wallet-image" aria-hidden="true" style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}>
            <GridIcon size={20} />
          </span>
          <span className="gw-row-label">All Wallets</span>
          {wallets.count > 0 && <span className="gw-row-tag">{wallets.count > 999 ? `${Math.floor(wallets.count / 100) * 100}+` : wallets.count}</span>}
        </button>
      )}
    </>
  )
})
