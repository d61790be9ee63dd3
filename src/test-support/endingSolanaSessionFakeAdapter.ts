import type { SessionProvider } from '../kernel/adapterTypes'
import { SolanaSessionFakeAdapter } from './fakeAdapter'

/**
 * SolanaSessionFakeAdapter that also ends a session as the Solana adapter does: disconnect goes through the attached
 * provider, and the provider's 'disconnect' event ends the connection.
 */
export class EndingSolanaSessionFakeAdapter extends SolanaSessionFakeAdapter {
  override attachProvider(connectorId: string, provider: SessionProvider | undefined): void {
    super.attachProvider(connectorId, provider)
    provider?.on?.('disconnect', () => this.context?.onDisconnect(connectorId))
  }
  override disconnect(connectorId: string): Promise<void> {
    const provider = this.sessionProviders.get(connectorId)
    if (!provider) return super.disconnect(connectorId)
    this.calls.push(`disconnect:${connectorId}`)
    return provider.disconnect()
  }
}
