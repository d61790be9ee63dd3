import type { CSSProperties } from 'react'
import { truncateAddress } from '../kernel/format/truncateAddress'
import { useAppKitInstance } from './AppKitProvider'
import { useKitSelector } from './useKitSelector'

const BASE_STYLE: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  height: 40,
  padding: '0 18px',
  border: 0,
  borderRadius: 12,
  background: '#4353ee',
  color: '#fff',
  font: "600 14px/1 ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  cursor: 'pointer',
}

export interface ConnectButtonProps {
  readonly label?: string
  readonly className?: string
  readonly style?: CSSProperties
}

/**
 * Opens the modal. Pointing at or focusing it counts as intent: the kit starts its remote calls then, so
 * the modal's data is usually there by the time of the click.
 */
export function ConnectButton({ label = 'Connect Wallet', className, style }: ConnectButtonProps) {
  const kit = useAppKitInstance()
  const address = useKitSelector(() => kit.getAccount(kit.activeChain ?? 'eip155').address)
  return (
    <button
      type="button"
      data-testid="gw-connect-button"
      className={className}
      style={className ? style : { ...BASE_STYLE, ...style }}
      onPointerEnter={() => kit.prefetch()}
      onFocus={() => kit.prefetch()}
      onClick={() => void kit.open()}
    >
      {address ? truncateAddress(address, 6, 4) : label}
    </button>
  )
}
