import { observer } from 'mobx-react-lite'
import { WALLET_LIST } from '../../kernel/constants'
import type { WalletRecord } from '../../kernel/stores/WalletDirectoryStore'
import { useKit } from '../KitContext'
import { GridIcon } from '../components/icons'
import { SkeletonRow } from '../components/SkeletonRow'
import { WalletImage } from '../components/WalletImage'

/** Wallet rows on Connect: installed wallets, then featured and recommended from the directory, then All Wallets. */
export const WalletSection = observer(function WalletSection() {
  const kit = useKit()
  const { wallets, connectors } = kit
  const loading = wallets.recommendedStatus === 'idle' || wallets.recommendedStatus === 'loading'
  const openWallet = (wallet: WalletRecord) => kit.router.push('ConnectingWalletConnect', { walletId: wallet.id, name: wallet.name })
  return (
    <>
      {connectors.installed.map((connector) => (
        <button key={connector.id} type="button" className="gw-row" data-testid="gw-wallet-row" data-wallet-id={connector.id}>
          <WalletImage src={connector.imageUrl} eager />
          <span className="gw-row-label">{connector.name}</span>
          <span className="gw-row-tag">Installed</span>
        </button>
      ))}
      {loading
        ? Array.from({ length: WALLET_LIST.recommended }, (_, index) => <SkeletonRow key={index} />)
        : wallets.connectRows.map((wallet) => (
            <button key={wallet.id} type="button" className="gw-row" data-testid="gw-wallet-row" data-wallet-id={wallet.id} onClick={() => openWallet(wallet)}>
              <WalletImage src={wallets.imageUrl(wallet)} eager />
              <span className="gw-row-label">{wallet.name}</span>
            </button>
          ))}
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
