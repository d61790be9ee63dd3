import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import { WALLET_LIST } from '../../kernel/constants'
import { useKit } from '../KitContext'
import { SearchIcon } from '../components/icons'
import { WalletImage } from '../components/WalletImage'

/** Every wallet of the directory, 40 a page with infinite scroll, and a name search. Lazy chunk. */
const AllWalletsView = observer(function AllWalletsView() {
  const kit = useKit()
  const { wallets } = kit
  const sentinel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (wallets.page === 0) void wallets.loadNextPage()
  }, [wallets])

  useEffect(() => {
    const target = sentinel.current
    if (!target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void wallets.loadNextPage()
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [wallets])

  const searching = wallets.search.trim() !== ''
  const list = searching ? wallets.searchResults : wallets.pages
  const loading = searching ? wallets.searchStatus === 'loading' : wallets.pageStatus === 'loading'

  return (
    <div>
      <label className="gw-search">
        <SearchIcon />
        <span className="gw-visually-hidden">Search wallets</span>
        <input type="search" data-testid="gw-wallet-search" placeholder="Search wallet" value={wallets.search} onChange={(event) => void wallets.searchWallets(event.target.value)} />
      </label>
      <div className="gw-grid" data-testid="gw-all-wallets-grid" aria-busy={loading}>
        {list.map((wallet, index) => (
          <button key={wallet.id} type="button" className="gw-tile" data-testid="gw-wallet-tile" onClick={() => kit.selectWallet(wallet)}>
            <WalletImage src={wallets.imageUrl(wallet)} eager={index % WALLET_LIST.pageSize < WALLET_LIST.imagesPerPage} />
            <span className="gw-tile-label">{wallet.name}</span>
          </button>
        ))}
      </div>
      {!loading && searching && wallets.searchStatus === 'ready' && list.length === 0 && <p className="gw-muted">No wallet found</p>}
      {(wallets.pageStatus === 'failed' || wallets.searchStatus === 'failed') && <p className="gw-muted">Wallets could not be loaded</p>}
      {loading && <p className="gw-muted">Loading wallets…</p>}
      {!searching && <div ref={sentinel} style={{ height: 1 }} />}
    </div>
  )
})

export default AllWalletsView
