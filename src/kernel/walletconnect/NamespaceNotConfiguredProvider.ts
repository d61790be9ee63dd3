import type { SessionProvider } from '../adapterTypes'
import type { ChainNamespace } from '../types'
import { WalletConnectSessionError } from '../errors/session'

/**
 * What an adapter gets for a namespace the WalletConnect session was not approved for: every request throws the
 * §5 error ('Namespace 'solana' is not configured. …'), as AppKit's universal provider does.
 */
export class NamespaceNotConfiguredProvider implements SessionProvider {
  constructor(private readonly namespace: ChainNamespace) {}

  request(): Promise<never> {
    return Promise.reject(new WalletConnectSessionError('NAMESPACE_NOT_CONFIGURED', { values: { namespace: this.namespace } }))
  }

  disconnect(): Promise<void> {
    return Promise.resolve()
  }
}
