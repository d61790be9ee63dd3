import { useState } from 'react'
import type { CheckedPayment } from './checkPayment'

const short = (address: string): string => `${address.slice(0, 6)}…${address.slice(-4)}`
/** An image the view may show: the dApp's or the service's, http(s) or an inline image only. */
export const showableImage = (url: string | undefined): string | undefined => (url && /^(https?:\/\/|data:image\/)/.test(url) ? url : undefined)

/** The recipient, shortened; in full on focus and in its tooltip. */
function Recipient({ address }: { readonly address: string }) {
  const [full, setFull] = useState(false)
  return (
    <span className="gw-pay-recipient" tabIndex={0} title={address} data-testid="gw-pay-recipient" data-address={address} onFocus={() => setFull(true)} onBlur={() => setFull(false)}>
      {full ? address : short(address)}
    </span>
  )
}

/** What is paid (the asset, its symbol and icon), how much, to whom, on which network. */
export function PaySummary({ payment }: { readonly payment: CheckedPayment }) {
  const { metadata, network } = payment
  const icon = showableImage(metadata.iconUrl)
  return (
    <>
      <div className="gw-pay-what">
        {icon ? <img src={icon} alt="" width={36} height={36} /> : <span className="gw-pay-icon" aria-hidden="true">{metadata.symbol.slice(0, 1).toUpperCase()}</span>}
        <div>
          <p className="gw-pay-amount" data-testid="gw-pay-amount" data-amount={payment.amount} data-symbol={metadata.symbol}>
            {`${payment.amount} ${metadata.symbol}`}
          </p>
          <p className="gw-pay-asset" data-testid="gw-pay-asset">
            {metadata.name}
          </p>
        </div>
      </div>
      <dl className="gw-pay-facts">
        <dt>To</dt>
        <dd>
          <Recipient address={payment.recipient} />
        </dd>
        <dt>Network</dt>
        <dd data-testid="gw-pay-network" data-network-id={network.caipNetworkId}>
          {network.name}
        </dd>
      </dl>
    </>
  )
}
