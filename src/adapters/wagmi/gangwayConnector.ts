import { ChainNotConfiguredError, createConnector } from '@wagmi/core'
import { SwitchChainError, UserRejectedRequestError, type Address } from 'viem'
import type { Eip1193Provider, RequestArguments } from '../../kernel/adapterTypes'
import { isUserRejection } from '../../kernel/errors/provider'
import { ConnectionError } from '../../kernel/errors/connection'
import type { KitLink } from './KitLink'
import { toCaipNetwork } from './toCaipNetwork'
import { WagmiAdapterError } from './WagmiAdapterError'

export const GANGWAY_CONNECTOR_ID = 'gangway'
export const GANGWAY_CONNECTOR_TYPE = 'gangway'

/**
 * The wagmi connector that is the kit's connection: whatever wallet the modal connected (injected,
 * EIP-6963, WalletConnect, the embedded wallet), wagmi sees it through this one connector. Its provider
 * forwards to that wallet's; its disconnect and switchChain are the kit's own, so a call from wagmi's
 * hooks changes the kit, and the kit's changes come back as this connector's events (see syncWagmi).
 */
export function gangwayConnector(link: KitLink) {
  const provider: Eip1193Provider = {
    request(args: RequestArguments): Promise<unknown> {
      const wallet = link.provider()
      if (!wallet) return Promise.reject(Object.assign(new WagmiAdapterError('NOT_CONNECTED'), { code: 4900 }))
      return wallet.request(args)
    },
  }

  return createConnector<Eip1193Provider>((config) => ({
    id: GANGWAY_CONNECTOR_ID,
    name: 'Gangway',
    type: GANGWAY_CONNECTOR_TYPE,

    /**
     * wagmi is told what the kit holds; when the kit is not connected, the modal opens and this waits for the
     * visitor to connect there (a reconnect on page load never opens it).
     */
    async connect({ chainId, withCapabilities, isReconnecting } = {}) {
      let connection = link.connection()
      if (!connection && isReconnecting) throw new WagmiAdapterError('NOT_CONNECTED')
      if (!connection) {
        try {
          connection = await link.connectInModal()
        } catch (error) {
          // §8 'Modal closed': the visitor closed the modal that this connect() opened.
          throw error instanceof ConnectionError && error.code === 'MODAL_CLOSED' ? new UserRejectedRequestError(error) : error
        }
      }
      if (chainId !== undefined && chainId !== connection.chainId) {
        await this.switchChain?.({ chainId })
        connection = link.connection() ?? connection
      }
      const { address } = connection
      return { accounts: (withCapabilities ? [{ address, capabilities: {} }] : [address]) as never, chainId: connection.chainId }
    },

    async disconnect() {
      await link.disconnect()
    },

    async getAccounts(): Promise<readonly Address[]> {
      const connection = link.connection()
      return connection ? [connection.address] : []
    },

    async getChainId(): Promise<number> {
      return link.connection()?.chainId ?? link.activeChainId() ?? config.chains[0].id
    },

    async getProvider() {
      return provider
    },

    /** wagmi's reconnect (page load) asks once the kit has restored its stored connection, or not. */
    async isAuthorized() {
      await link.settled()
      return link.connection() !== undefined
    },

    async switchChain({ chainId }) {
      const chain = config.chains.find((known) => known.id === chainId)
      if (!chain) throw new SwitchChainError(new ChainNotConfiguredError())
      try {
        await link.switchNetwork(link.network(chainId) ?? toCaipNetwork(chain))
      } catch (error) {
        const cause = error instanceof Error ? error : new WagmiAdapterError('SWITCH_FAILED', { cause: error, values: { chainId } })
        throw isUserRejection(error) ? new UserRejectedRequestError(cause) : new SwitchChainError(cause)
      }
      config.emitter.emit('change', { chainId })
      return chain
    },

    onAccountsChanged(accounts) {
      if (accounts.length === 0) this.onDisconnect()
      else config.emitter.emit('change', { accounts: accounts as Address[] })
    },

    onChainChanged(chainId) {
      config.emitter.emit('change', { chainId: Number(chainId) })
    },

    onDisconnect() {
      config.emitter.emit('disconnect')
    },
  }))
}
