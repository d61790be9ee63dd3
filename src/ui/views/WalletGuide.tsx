import { observer } from 'mobx-react-lite'
import { isMobile } from '../../kernel/environment'
import { showsAllWallets } from '../../kernel/showsAllWallets'
import { useKit } from '../KitContext'
import { WALLET_GUIDE_CSS } from './walletGuideStyles'

/**
 * AppKit's wallet guide under Connect: "Haven't got a wallet? Get started", which opens All Wallets. Hidden by
 * `enableWalletGuide: false`, and where there is no wallet list or no All Wallets to go to.
 */
export const WalletGuide = observer(function WalletGuide() {
  const kit = useKit()
  const { options } = kit
  if (!options.enableWalletGuide || !options.enableWallets || !showsAllWallets(kit.flagStore.flags.allWallets.value, options, isMobile())) return null
  return (
    <>
      <style>{WALLET_GUIDE_CSS}</style>
      <p className="gw-guide" data-testid="gw-wallet-guide">
        Haven't got a wallet?{' '}
        <button type="button" className="gw-guide-link" data-testid="gw-wallet-guide-get-started" onClick={() => kit.router.push('AllWallets')}>
          Get started
        </button>
      </p>
    </>
  )
})
