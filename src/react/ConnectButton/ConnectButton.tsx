import type { CSSProperties, ReactNode } from 'react'
import { useAppKitInstance } from '../AppKitProvider'
import { useResponsiveValue, type ResponsiveValue } from './responsive'
import { useConnectButtonState, type ConnectButtonRenderProps } from './useConnectButtonState'
import { BUTTON_STYLE, CHAIN_STYLE, ROW_STYLE, UNSUPPORTED_STYLE } from './connectButtonStyles'

export type AccountStatus = 'full' | 'avatar' | 'address'
export type ChainStatus = 'full' | 'icon' | 'name' | 'none'

export interface ConnectButtonProps {
  /** Shown while disconnected (default 'Connect Wallet'). */
  readonly label?: string
  /** RainbowKit's: how much of the account to show once connected (default 'full'). */
  readonly accountStatus?: ResponsiveValue<AccountStatus>
  /** RainbowKit's: how much of the network to show (default icon on small screens, full on large ones). */
  readonly chainStatus?: ResponsiveValue<ChainStatus>
  /** RainbowKit's: the balance beside the account (default on large screens only). */
  readonly showBalance?: ResponsiveValue<boolean>
  readonly className?: string
  readonly style?: CSSProperties
}

/**
 * The connect button (RainbowKit's props): disconnected it opens Connect; connected it shows the network
 * (opens the network list) and the account with its balance (opens Account). Pointing at or focusing it is
 * intent: the kit starts its remote calls then, so the modal's data is usually there by the click.
 */
export function ConnectButton({
  label = 'Connect Wallet',
  accountStatus = 'full',
  chainStatus = { smallScreen: 'icon', largeScreen: 'full' },
  showBalance = { smallScreen: false, largeScreen: true },
  className,
  style,
}: ConnectButtonProps) {
  const kit = useAppKitInstance()
  const state = useConnectButtonState()
  const account = useResponsiveValue(accountStatus)
  const chain = useResponsiveValue(chainStatus)
  const balance = useResponsiveValue(showBalance)
  const intent = { onPointerEnter: () => kit.prefetch(), onFocus: () => kit.prefetch() }
  const styled = (base: CSSProperties): CSSProperties | undefined => (className ? style : { ...base, ...style })
  if (!state.account) {
    return (
      <button type="button" data-testid="gw-connect-button" className={className} style={styled(BUTTON_STYLE)} {...intent} onClick={state.openConnectModal}>
        {label}
      </button>
    )
  }
  return (
    <div style={ROW_STYLE} data-testid="gw-connect-button-connected">
      {chain !== 'none' && state.chain && (
        <button
          type="button"
          data-testid="gw-chain-button"
          className={className}
          style={styled(state.chain.unsupported ? UNSUPPORTED_STYLE : CHAIN_STYLE)}
          aria-label={`Network: ${state.chain.unsupported ? 'Wrong network' : (state.chain.name ?? 'unknown')}`}
          {...intent}
          onClick={state.openChainModal}
        >
          {chainLabel(state, chain)}
        </button>
      )}
      <button type="button" data-testid="gw-connect-button" className={className} style={styled(BUTTON_STYLE)} {...intent} onClick={state.openAccountModal}>
        {balance && state.account.displayBalance ? `${state.account.displayBalance} · ` : ''}
        {account === 'avatar' ? <AddressAvatar address={state.account.address} /> : state.account.displayName}
      </button>
    </div>
  )
}

function chainLabel(state: ConnectButtonRenderProps, status: ChainStatus): ReactNode {
  if (state.chain?.unsupported) return 'Wrong network'
  const name = state.chain?.name ?? 'Unknown network'
  return status === 'icon' ? <span aria-hidden="true">{name.slice(0, 1)}</span> : name
}

/** A round tile coloured from the address: enough to tell accounts apart without an image. */
function AddressAvatar({ address }: { readonly address: string }) {
  const hue = parseInt(address.slice(2, 8), 16) % 360
  return <span aria-label={address} role="img" style={{ display: 'inline-block', width: 20, height: 20, borderRadius: '50%', background: `hsl(${hue} 70% 55%)` }} />
}

/** RainbowKit's render-prop form: you draw the buttons, the kit gives the state and the openers. */
function ConnectButtonCustom({ children }: { readonly children: (props: ConnectButtonRenderProps) => ReactNode }) {
  return <>{children(useConnectButtonState())}</>
}

ConnectButton.Custom = ConnectButtonCustom
