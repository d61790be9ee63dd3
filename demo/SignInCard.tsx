import { useAppKitAccount, useAppKitNetworkCore, useAppKitSIWX, useAppKitSIWXState } from 'gangway/react'

/** With ?siwx=optional|required: the sign-in as the host reads it (useAppKitSIWXState), and a sign-out that ends the session at the cloud. */
export function SignInCard() {
  const siwx = useAppKitSIWX()
  const { status, session, error } = useAppKitSIWXState()
  const { address } = useAppKitAccount({ namespace: 'eip155' })
  const { caipNetwork } = useAppKitNetworkCore()
  const caipNetworkId = caipNetwork?.caipNetworkId
  if (!siwx) return null
  const signOut = () => {
    if (address && caipNetworkId) void siwx.revokeSession(caipNetworkId, address).catch((failure: unknown) => console.warn(failure))
  }
  return (
    <section className="card">
      <h2>Sign in with the wallet (siwx)</h2>
      <pre data-testid="demo-siwx">
        {JSON.stringify({ required: siwx.getRequired?.() ?? false, status, error, account: session?.data.accountAddress, chainId: session?.data.chainId, expires: session?.data.expirationTime }, null, 2)}
      </pre>
      {status === 'signed-in' && (
        <div className="row" style={{ marginTop: 12 }}>
          <button type="button" className="secondary" data-testid="demo-siwx-sign-out" onClick={signOut}>
            Sign out (ends the session)
          </button>
        </div>
      )}
    </section>
  )
}
