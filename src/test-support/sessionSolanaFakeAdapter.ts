import type { AdapterConnection, SessionProvider } from '../kernel/adapterTypes'
import { FakeSolanaAdapter } from './fakeAdapter'

const LOCAL_REF = '5fp3J9jKX6jt6hUcoPTeiKfVdGsGBdvq'

/** The first pubkey of a WalletConnect Solana accounts answer ([{ pubkey }]). */
function pubkeyOf(answer: unknown): string | undefined {
  const first: unknown = Array.isArray(answer) ? answer[0] : undefined
  const pubkey = typeof first === 'object' && first !== null ? (first as { pubkey?: unknown }).pubkey : undefined
  return typeof pubkey === 'string' ? pubkey : undefined
}

/**
 * A solana FakeSolanaAdapter that takes session providers as the Solana adapter does: a connector with one
 * attached connects with solana_requestAccounts, reconnects with solana_getAccounts, disconnects through it, and
 * reports the session's end; attaches and detaches are recorded in `calls`.
 */
export class SessionSolanaFakeAdapter extends FakeSolanaAdapter {
  readonly sessionProviders = new Map<string, SessionProvider>()

  attachProvider(connectorId: string, provider: SessionProvider | undefined): void {
    this.calls.push(`${provider ? 'attach' : 'detach'}:${connectorId}`)
    if (provider) this.sessionProviders.set(connectorId, provider)
    else this.sessionProviders.delete(connectorId)
    provider?.on?.('disconnect', () => this.context?.onDisconnect(connectorId))
  }
  override async connect(connectorId: string): Promise<AdapterConnection> {
    const provider = this.sessionProviders.get(connectorId)
    if (!provider) return super.connect(connectorId)
    this.calls.push(`connect:${connectorId}`)
    const address = pubkeyOf(await provider.request({ method: 'solana_requestAccounts' }))
    if (!address) throw new Error('The session has no account')
    return { address, chainId: LOCAL_REF }
  }
  override async reconnect(connectorId: string): Promise<AdapterConnection | undefined> {
    const provider = this.sessionProviders.get(connectorId)
    if (!provider) return super.reconnect(connectorId)
    this.calls.push(`reconnect:${connectorId}`)
    const address = pubkeyOf(await provider.request({ method: 'solana_getAccounts' }))
    return address ? { address, chainId: LOCAL_REF } : undefined
  }
  override disconnect(connectorId: string): Promise<void> {
    const provider = this.sessionProviders.get(connectorId)
    if (!provider) return super.disconnect(connectorId)
    this.calls.push(`disconnect:${connectorId}`)
    return provider.disconnect()
  }
  override getProvider(): undefined {
    return undefined
  }
}
