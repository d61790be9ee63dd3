import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { formatBalance } from '../../kernel/format/formatBalance'
import { truncateAddress } from '../../kernel/format/truncateAddress'
import { orderWalletFeatures } from '../../kernel/plugins/pluginExtensions'
import { useKit } from '../KitContext'
import { useSlice } from '../hooks/useSlice'
import { ChevronIcon, CopyIcon, DisconnectIcon, WalletsIcon } from '../components/accountIcons'
import { NetworkImage } from '../components/NetworkImage'
import { Avatar } from '../components/Avatar'
import { AccountActions } from './AccountActions'
import { AccountEmail } from './AccountEmail'
import { AccountTabs } from './AccountTabs'
import { AccountTypeRow, AccountTypeTag } from './AccountTypeRow'
import { CONNECTION_CSS } from './connectionStyles'

const BalanceLine = observer(function BalanceLine() {
  const { account, connection, networks } = useKit()
  if (networks.isUnsupported) {
    return (
      <p className="gw-account-balance" data-testid="gw-account-balance" data-status="unsupported">
        Balance unavailable on this network
      </p>
    )
  }
  if (account.balanceStatus === 'failed') {
    return (
      <p className="gw-account-balance" data-testid="gw-account-balance" data-status="failed">
        Balance unavailable{' '}
        <button type="button" className="gw-row-tag gw-tag-button" onClick={() => void connection.refreshBalance(true)}>
          Retry
        </button>
      </p>
    )
  }
  const ready = account.balanceStatus === 'ready'
  return (
    <p className="gw-account-balance" data-testid="gw-account-balance" data-status={account.balanceStatus} aria-busy={!ready}>
      {ready ? `${formatBalance(account.balance)} ${account.balanceSymbol ?? ''}` : 'Loading balance…'}
    </p>
  )
})

/** §9 wallet features (onramp, swaps, receive, send): one button per enabled feature plugin. */
const WalletFeatures = observer(function WalletFeatures() {
  const kit = useKit()
  const features = orderWalletFeatures(kit.plugins.enabled, kit.options.features.walletFeaturesOrder, kit.account.namespace)
  if (features.length === 0) return null
  return (
    <div className="gw-account-features" role="group" aria-label="Wallet features" data-testid="gw-account-features">
      {features.map((plugin) =>
        plugin.walletFeature ? (
          <button
            key={plugin.name}
            type="button"
            className="gw-feature-button"
            data-testid={`gw-account-feature-${plugin.walletFeature.id}`}
            onClick={() => kit.router.push(plugin.walletFeature?.view ?? '')}
          >
            {plugin.walletFeature.label}
          </button>
        ) : null,
      )}
    </div>
  )
})

/**
 * The active network: a row that opens the network list, or only its name when the visitor may not switch from
 * the modal (enableNetworkSwitch: false).
 */
const NetworkRow = observer(function NetworkRow() {
  const kit = useKit()
  const network = kit.networks.active
  const content = (
    <>
      <span className="gw-row-icon">
        <NetworkImage network={network} />
      </span>
      <span className="gw-row-label">{network?.name ?? 'No network'}</span>
    </>
  )
  if (!kit.options.enableNetworkSwitch) {
    return (
      <div className="gw-row gw-row-static" data-testid="gw-account-network">
        {content}
      </div>
    )
  }
  return (
    <button
      type="button"
      className="gw-row"
      data-testid="gw-account-network"
      aria-label={`Switch network, current: ${network?.name ?? 'none'}`}
      onClick={() => kit.router.push('SwitchNetwork')}
    >
      {content}
      <ChevronIcon />
    </button>
  )
})

/** The connected account: address, native balance, network, disconnect. */
const AccountView = observer(function AccountView() {
  const kit = useKit()
  const { account } = kit
  const identity = useSlice('identity')
  useEffect(() => {
    void kit.connection.refreshBalance()
    void identity?.load()
  }, [kit, identity, account.caipAddress])
  const address = account.address
  if (!address) return <p className="gw-muted">Not connected</p>
  const copy = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(address))
      .then(
      () => kit.toast.show('Address copied', 'success'),
      () => kit.toast.show('Could not copy the address', 'error'),
    )
  return (
    <div className="gw-account" data-testid="gw-account">
      <style>{CONNECTION_CSS}</style>
      {identity?.identity?.avatar ? <img className="gw-avatar" src={identity.identity.avatar} alt="" width={64} height={64} /> : <Avatar address={address} />}
      <button type="button" className="gw-account-address" data-testid="gw-account-address" data-address={address} title={address} aria-label={`Copy address ${address}`} onClick={() => void copy()}>
        {identity?.identity?.name ?? truncateAddress(address)}
        <CopyIcon />
      </button>
      <AccountTypeTag />
      <AccountEmail />
      <BalanceLine />
      {account.walletInfo && (
        <p className="gw-account-wallet" data-testid="gw-account-wallet">
          {account.walletInfo.icon && <img src={account.walletInfo.icon} alt="" width={16} height={16} />}
          {account.walletInfo.name}
        </p>
      )}
      <WalletFeatures />
      <div className="gw-account-actions">
        <NetworkRow />
        <AccountTypeRow />
        <AccountActions />
        {kit.flagStore.flags.multiWallet.value && (
          <button type="button" className="gw-row" data-testid="gw-account-wallets" onClick={() => kit.router.push('ProfileWallets')}>
            <span className="gw-row-icon">
              <WalletsIcon size={18} />
            </span>
            <span className="gw-row-label">Wallets</span>
            <ChevronIcon />
          </button>
        )}
        <button type="button" className="gw-row" data-testid="gw-account-disconnect" onClick={() => void kit.connection.disconnect().catch((error: unknown) => kit.toast.showError(error))}>
          <span className="gw-row-icon">
            <DisconnectIcon size={18} />
          </span>
          <span className="gw-row-label">Disconnect</span>
        </button>
      </div>
      <AccountTabs />
    </div>
  )
})

export default AccountView
