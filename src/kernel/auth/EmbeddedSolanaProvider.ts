import { isUnsafeSolanaMethod } from '../../protocol/walletMethods'
import type { RequestArguments, SessionProvider } from '../adapterTypes'
import { PROVIDER_CODES, ProviderRpcError } from '../errors/provider'
import { EventfulProvider } from '../providerEvents'
import type { EmbeddedWalletHooks } from './EmbeddedWalletProvider'

/** What the Solana provider asks of the kit: the EVM provider's hooks less the chain's RPC and chain switches. */
export type EmbeddedSolanaHooks = Pick<EmbeddedWalletHooks, 'approve' | 'refuse' | 'afterUnsafe' | 'signOut'>

/**
 * The embedded wallet on a Solana cluster, as a session provider speaking the WalletConnect Solana RPC the Solana
 * adapter uses for sessions: its accounts are the address the secure site reported (GET_USER), and the three signing
 * methods wait for the visitor's Approve in the secure site's approval frame, which signs with the site's ed25519
 * key (§7 frame RPC Solana signing). Anything else is refused (§8) — reads go through the kit's own RPC.
 */
export class EmbeddedSolanaProvider extends EventfulProvider implements SessionProvider {
  constructor(
    private readonly address: string,
    /** The cluster's CAIP-2 id ('solana:<ref>'): what the approval is recorded and signed for. */
    readonly chainId: string,
    private readonly hooks: EmbeddedSolanaHooks,
  ) {
    super()
  }

  async request({ method, params }: RequestArguments): Promise<unknown> {
    if (method === 'solana_getAccounts' || method === 'solana_requestAccounts') return [{ pubkey: this.address }]
    if (isUnsafeSolanaMethod(method)) {
      const result = await this.hooks.approve(method, params, this.chainId)
      this.hooks.afterUnsafe()
      return result
    }
    // §8: a disallowed method logs a message and shows a UI error.
    const refused = new ProviderRpcError(PROVIDER_CODES.unsupportedMethod, { values: { method } })
    console.warn(`[gangway] ${refused.message}`)
    this.hooks.refuse(refused)
    throw refused
  }

  disconnect(): Promise<void> {
    return this.hooks.signOut()
  }

  /** The frame signed out or the session is gone: the adapter lets the connection go. */
  ended(): void {
    this.emit('disconnect', { code: PROVIDER_CODES.disconnected, message: 'Signed out' })
  }
}
