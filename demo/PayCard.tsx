import { usePay, type Payments } from 'gangway/plugins/pay'
import { useState } from 'react'
import { DEMO_RECIPIENT } from './WalletActionsCard'

const ETH_ON_LOCAL = { network: 'eip155:31337', asset: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } } as const

/** What a shop does with the pay plugin (usePay): ask for a payment; the visitor pays from a wallet or an exchange. */
export function PayCard({ payments }: { readonly payments: Payments }) {
  const { pay, isPending } = usePay(payments)
  const [outcome, setOutcome] = useState<string>()
  const payNow = async () => {
    const result = await pay({ recipient: DEMO_RECIPIENT, amount: 0.01, paymentAsset: ETH_ON_LOCAL })
    setOutcome(result.success ? `Paid: ${result.result}` : `${result.error.code}: ${result.error.message}`)
  }
  return (
    <section className="card">
      <h2>Pay (gangway/plugins/pay)</h2>
      <p>
        Ask the visitor for 0.01 ETH on Gangway Local, paid to {DEMO_RECIPIENT.slice(0, 6)}…{DEMO_RECIPIENT.slice(-4)} from a wallet or from the test exchange
        (trader@example.com, password gangway).
      </p>
      <div className="row">
        <button type="button" className="secondary" data-testid="demo-pay" disabled={isPending} onClick={() => void payNow()}>
          Pay 0.01 ETH
        </button>
      </div>
      {outcome && (
        <pre data-testid="demo-pay-outcome" style={{ marginTop: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {outcome}
        </pre>
      )}
    </section>
  )
}
