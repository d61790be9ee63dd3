import { observer } from 'mobx-react-lite'
import { useEffect, type ComponentType } from 'react'
import { WALLET_LIST } from '../../kernel/constants'
import { isMobile } from '../../kernel/environment'
import { showsAllWallets } from '../../kernel/showsAllWallets'
import { useKit } from '../KitContext'
import { GridIcon } from '../components/icons'
import { SkeletonRow } from '../components/SkeletonRow'
import { useIsWarmup } from '../WarmupContext'
import { WALLET_ROWS_ENTRY } from './coreViews'

const skeletons = (count: number) => Array.from({ length: count }, (_, index) => <SkeletonRow key={index} />)

/** Wallet rows on Connect, group by group in the configured order (§2), then All Wallets. */
export const WalletSection = observer(function WalletSection() {
  const kit = useKit()
  const { wallets, options } = kit
  const loading = wallets.recommendedStatus === 'idle' || wallets.recommendedStatus === 'loading'
  // The hidden warm-up render loads no chunk, and shows the rows only once intent has started the directory calls.
  const warmup = useIsWarmup()
  const WalletRows = kit.lazy.get<ComponentType>(WALLET_ROWS_ENTRY)
  useEffect(() => {
    if (!warmup && !WalletRows) kit.lazy.preload(WALLET_ROWS_ENTRY)
  }, [kit, warmup, WalletRows])
  // Intent on All Wallets: its first page is asked for now, so the view opens with tiles instead of skeletons.
  const warmAllWallets = () => void kit.slice('walletPages').then((pages) => pages.ensurePages([1]), () => undefined)
  return (
    <>
      {WalletRows && !(warmup && wallets.recommendedStatus === 'idle') ? <WalletRows /> : !warmup && skeletons(loading ? 0 : WALLET_LIST.recommended)}
      {loading && skeletons(WALLET_LIST.recommended)}
      {wallets.recommendedStatus === 'failed' && (
        <div className="gw-row gw-row-static" data-testid="gw-wallets-failed">
          <span className="gw-row-label">Wallets could not be loaded</span>
          <button type="button" className="gw-row-tag gw-tag-button" onClick={() => void wallets.loadRecommended()}>
            Try again
          </button>
        </div>
      )}
      {/* The directory's wallets connect to EVM networks: none for a Connect limited to another namespace. */}
      {(kit.connectNamespace ?? 'eip155') === 'eip155' && showsAllWallets(kit.flagStore.flags.allWallets.value, options, isMobile()) && (
        <button type="button" className="gw-row" data-testid="gw-wallet-all" onPointerEnter={warmAllWallets} onFocus={warmAllWallets} onClick={() => kit.router.push('AllWallets')}>
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
