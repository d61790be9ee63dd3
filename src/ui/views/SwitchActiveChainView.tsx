import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { SwitchActiveChainArguments } from '../../kernel/router/views'
import { useKit } from '../KitContext'
import { Button } from '../components/Button'
import { NetworkImage } from '../components/NetworkImage'
import { CONNECTION_CSS } from './connectionStyles'
import { UnavailableView } from './UnavailableView'

const NAMESPACE_NAMES: Partial<Record<string, string>> = { eip155: 'EVM', solana: 'Solana', bip122: 'Bitcoin', polkadot: 'Polkadot', cosmos: 'Cosmos' }

/**
 * §2 SwitchActiveChain: the connected wallet has no account in the network's namespace. Switch makes that
 * namespace active (the current connection is kept, set aside) and goes on to Connect, limited to its wallets.
 */
const SwitchActiveChainView = observer(function SwitchActiveChainView({ switchToChain, navigateTo, navigateWithReplace, network }: Partial<SwitchActiveChainArguments>) {
  const kit = useKit()
  const [failed, setFailed] = useState(false)
  if (!switchToChain) return <UnavailableView view="SwitchActiveChain" />
  const target = network ?? kit.networks.ofNamespace(switchToChain)[0]
  const name = target?.name ?? NAMESPACE_NAMES[switchToChain] ?? switchToChain
  const switchChain = () => {
    setFailed(false)
    const switching = target ? kit.connection.switchNetwork(target) : Promise.resolve()
    void switching
      .then(() => {
        kit.connectNamespace = switchToChain
        if (navigateTo !== 'Connect') return kit.router.goBackOrCloseModal()
        if (navigateWithReplace) kit.router.replace('Connect')
        else kit.router.push('Connect')
      })
      .catch(() => setFailed(true))
  }
  return (
    <div className="gw-connecting" data-testid="gw-switch-active-chain">
      <style>{CONNECTION_CSS}</style>
      {target && (
        <div className="gw-connecting-logo">
          <NetworkImage network={target} />
        </div>
      )}
      <p className="gw-connecting-title">Switch to {name}</p>
      <p className="gw-connecting-text">Connected wallet doesn't support connecting to {name}. You need to connect with a different wallet.</p>
      {failed && (
        <p className="gw-connecting-error" role="alert">
          Could not switch to {name}
        </p>
      )}
      <Button inline onClick={switchChain} data-testid="gw-switch-active-chain-button">
        Switch
      </Button>
    </div>
  )
})

export default SwitchActiveChainView
