import { useAppKitAccount, useAppKitProvider } from 'gangway/react'
import { useState } from 'react'

/** Anvil's account #19: where the demo's send button sends 0.01 ETH. */
export const DEMO_RECIPIENT = '0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199'
const DEMO_MESSAGE = 'Hello from the Gangway demo'

interface Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>
}

const toHex = (text: string) => `0x${[...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`

/** What a dApp does with the connected wallet's provider (useAppKitProvider): sign a message, send a transaction. */
export function WalletActionsCard() {
  const { address, isConnected } = useAppKitAccount({ namespace: 'eip155' })
  const { walletProvider } = useAppKitProvider<Provider>('eip155')
  const [result, setResult] = useState<{ kind: 'signature' | 'tx' | 'error'; value: string }>()
  if (!isConnected || !walletProvider || !address) return null
  const run = (kind: 'signature' | 'tx', call: () => Promise<unknown>) =>
    call().then(
      (value) => setResult({ kind, value: String(value) }),
      (error: unknown) => setResult({ kind: 'error', value: error instanceof Error ? error.message : String(error) }),
    )
  const sign = () => run('signature', () => walletProvider.request({ method: 'personal_sign', params: [toHex(DEMO_MESSAGE), address] }))
  const send = () => run('tx', () => walletProvider.request({ method: 'eth_sendTransaction', params: [{ from: address, to: DEMO_RECIPIENT, value: '0x2386f26fc10000' }] }))
  return (
    <section className="card">
      <h2>Wallet actions (useAppKitProvider)</h2>
      <p>
        Sign &ldquo;{DEMO_MESSAGE}&rdquo;, or send 0.01 ETH to {DEMO_RECIPIENT.slice(0, 6)}…{DEMO_RECIPIENT.slice(-4)}, through the connected wallet.
      </p>
      <div className="row">
        <button type="button" className="secondary" data-testid="demo-sign" onClick={() => void sign()}>
          Sign a message
        </button>
        <button type="button" className="secondary" data-testid="demo-send" onClick={() => void send()}>
          Send 0.01 ETH
        </button>
      </div>
      {result && (
        <pre data-testid={`demo-${result.kind}`} style={{ marginTop: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {result.value}
        </pre>
      )}
    </section>
  )
}
