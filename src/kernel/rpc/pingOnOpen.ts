import { afterFrame } from '../afterFrame'
import { chainRpcUrl } from '../connections/chainRpcUrl'
import { ChainDataError } from '../errors/chainData'
import { kitLog } from '../logs/kitLog'
import type { KernelServices } from '../slices/KernelServices'
import type { CaipNetwork } from '../types'
import { readRpc } from './readRpc'
import { liveNode, markBad, rpcNodes } from './rpcNodes'

type PingKit = Pick<KernelServices, 'options' | 'networks' | 'modal' | 'events' | 'onDestroy'>

/** The read each namespace's node answers cheaply; other namespaces are not pinged. */
const PING_METHOD: Partial<Record<string, string>> = { eip155: 'eth_chainId', solana: 'getHealth' }

/**
 * §7 test ping: one request to the active network's node. A node that does not answer (a failed status, no
 * connection, an unreadable answer) is marked bad, so later requests go to the next node (rpcNodes.liveNode); a node
 * that answers with a JSON-RPC error is up. Resolves with the node pinged and whether it answered.
 */
export async function pingNode(options: PingKit['options'], network: CaipNetwork): Promise<{ url: string; ok: boolean } | undefined> {
  const method = PING_METHOD[network.chainNamespace]
  if (!method) return undefined
  const url = liveNode(chainRpcUrl(options, network))
  // Static imports: this module is the intent chunk's, so they come with it and the first open fetches no code.
  try {
    await readRpc(url, method, [])
    return { url, ok: true }
  } catch (error) {
    if (!(error instanceof ChainDataError)) return { url, ok: true }
    markBad(url, rpcNodes(options, network))
    kitLog('warn', 'the RPC test ping failed: later requests go to the next node', url, error)
    return { url, ok: false }
  }
}

/**
 * Pings on each open of the modal (at most once per open), unless `disableProviderPing`; skipped while the
 * active network is unsupported (§7), once the open has painted. Starts with the intent chunk, so an open already
 * under way is pinged now.
 */
export function pingOnOpen(kit: PingKit): void {
  let pinged = false
  const ping = () => {
    const network = kit.networks.active
    if (pinged || !kit.modal.isOpen || kit.options.disableProviderPing || !network || kit.networks.isUnsupported) return
    pinged = true
    pingNode(kit.options, network).catch((error: unknown) => kitLog('warn', 'the RPC test ping could not run', error))
  }
  let cancel: (() => void) | undefined
  const unsubscribe = kit.events.subscribe(({ data }) => {
    // After the open's first frame: setting the request up took ~6 ms of the click's frame (visible 14.5 → 20.9 ms).
    if (data.event === 'MODAL_OPEN') {
      cancel?.()
      cancel = afterFrame(ping)
    }
    if (data.event === 'MODAL_CLOSE') pinged = false
  })
  kit.onDestroy(() => {
    unsubscribe()
    cancel?.()
  })
  ping()
}
