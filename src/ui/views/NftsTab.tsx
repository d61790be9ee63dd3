import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useKit } from '../KitContext'
import { SkeletonRow } from '../components/SkeletonRow'
import { useSlice } from '../hooks/useSlice'

/** The NFTs tab: the ERC-721 items the account holds on the active network. */
export const NftsTab = observer(function NftsTab() {
  const kit = useKit()
  const nfts = useSlice('nfts')
  useEffect(() => {
    void nfts?.load(true)
  }, [nfts, kit.account.caipAddress, kit.networks.active?.caipNetworkId])
  if (!nfts) return <SkeletonRow />
  if (nfts.status === 'loading' && nfts.items.length === 0) return <SkeletonRow />
  if (nfts.status === 'failed') return <p className="gw-muted">NFTs could not be loaded.</p>
  if (nfts.items.length === 0) return <p className="gw-muted">No NFTs yet.</p>
  return (
    <ul className="gw-nft-grid" data-testid="gw-nfts">
      {nfts.items.map((item) => (
        <li key={item.name} className="gw-nft-card" data-testid="gw-nft-card">
          {item.imageUrl ? <img src={item.imageUrl} alt="" width={96} height={96} /> : <span className="gw-nft-placeholder" aria-hidden="true" />}
          <span className="gw-nft-name">{item.name}</span>
        </li>
      ))}
    </ul>
  )
})
