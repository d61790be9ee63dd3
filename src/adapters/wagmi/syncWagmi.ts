import { reaction } from 'mobx'
import { connect, disconnect, switchChain, watchChainId, type Config, type Connector } from '@wagmi/core'
import { sameData } from '../../kernel/sameData'
import type { KitLink } from './KitLink'

/**
 * Keeps wagmi's state the kit's: the kit is the authority. Every change on either side runs one pass
 * (in order, never two at once) that compares and only then acts, so a change that came from wagmi and
 * comes back from the kit finds nothing to do: that comparison is the loop guard.
 * - the kit connected (any connector) → wagmi connects the Gangway connector; a new account or chain → its change event;
 * - the kit disconnected → wagmi disconnects it (its disconnect() then finds the kit already disconnected);
 * - nobody connected → wagmi's chain follows the kit's network, and the kit's follows wagmi's switchChain.
 * wagmi's disconnect() and switchChain() on a connection reach the kit through the connector itself.
 */
export function syncWagmi(config: Config, connector: Connector, link: KitLink): () => void {
  let queue = Promise.resolve()
  const schedule = (): void => {
    queue = queue.then(() => reconcile(config, connector, link)).catch((error: unknown) => console.warn('[gangway] could not sync wagmi with the kit', error))
  }
  const stopKit = reaction(() => [link.connection(), link.restoring, link.activeChainId()], schedule, { fireImmediately: true, equals: sameData })
  const stopWagmi = config.subscribe((state) => state.status, schedule)
  const stopChain = watchChainId(config, { onChange: (chainId) => followWagmiChain(config, link, chainId) })
  return () => {
    stopKit()
    stopWagmi()
    stopChain()
  }
}

async function reconcile(config: Config, connector: Connector, link: KitLink): Promise<void> {
  const { status, connections, current } = config.state
  // wagmi is connecting or reconnecting (its reconnect asks the connector): its next status runs another pass.
  if (status === 'connecting' || status === 'reconnecting') return
  const kit = link.connection()
  const mirrored = connections.get(connector.uid)
  if (kit && !mirrored) {
    await connect(config, { connector })
  } else if (kit && mirrored) {
    const [account] = mirrored.accounts
    if (account.toLowerCase() !== kit.address.toLowerCase() || mirrored.chainId !== kit.chainId) {
      connector.emitter.emit('change', { accounts: [kit.address], chainId: kit.chainId })
    }
  } else if (mirrored) {
    // A restore after a reload is not a disconnect.
    if (!link.restoring) await disconnect(config, { connector })
  } else if (current === null) {
    const chainId = link.activeChainId()
    if (chainId !== undefined && chainId !== config.state.chainId && config.chains.some((chain) => chain.id === chainId)) await switchChain(config, { chainId })
  }
}

/** wagmi's switchChain with nobody connected sets only its chain: the kit's network follows. */
function followWagmiChain(config: Config, link: KitLink, chainId: number): void {
  if (config.state.current !== null || link.connection() || link.activeChainId() === chainId) return
  const network = link.network(chainId)
  if (network) link.switchNetwork(network).catch((error: unknown) => console.warn('[gangway] could not follow wagmi to another chain', error))
}
