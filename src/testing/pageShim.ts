/**
 * The in-page half of installTestWallet: a plain script (no bundler, no viem) run by addInitScript on
 * every document. It announces an EIP-1193 provider by EIP-6963 (and optionally as window.ethereum)
 * whose `request` calls the Node wallet through an exposed binding, and exposes an emit function the
 * Node side calls with page.evaluate to deliver events to the page's listeners.
 */
import type { SerializedRpcError } from './rpcErrors'
import type { Eip6963ProviderInfo } from './types'

/** What the page sends through the binding. */
export interface BridgeRequest {
  method: string
  params?: unknown
}

/** What the binding answers: never a thrown error, so `code` and `data` survive the trip. */
export type BridgeReply = { ok: true; result: unknown } | { ok: false; error: SerializedRpcError }

export interface PageShimConfig {
  /** Global name of the exposed binding the provider calls. */
  binding: string
  /** Global name of the emit function the Node side calls. */
  emitter: string
  info: Eip6963ProviderInfo
  announce: boolean
  asWindowEthereum: boolean
}

/** The init script's source for one wallet. */
export function pageShimScript(config: PageShimConfig): string {
  return `(() => {
  const config = ${JSON.stringify(config)};
  if (Object.prototype.hasOwnProperty.call(window, config.emitter)) return;
  const toError = (e) => {
    const error = new Error(e.message);
    error.name = 'ProviderRpcError';
    error.code = e.code;
    if (e.data !== undefined) error.data = e.data;
    return error;
  };
  const listeners = new Map();
  const addListener = (event, listener) => {
    if (!listeners.has(event)) listeners.set(event, new Set());
    listeners.get(event).add(listener);
    return provider;
  };
  const removeListener = (event, listener) => {
    const set = listeners.get(event);
    if (set) set.delete(listener);
    return provider;
  };
  const provider = {
    isGangwayTestWallet: true,
    async request(args) {
      if (!args || typeof args !== 'object' || typeof args.method !== 'string' || args.method === '') {
        throw toError({ code: -32602, message: 'Expected request({ method: string, params?: unknown[] }).' });
      }
      const bridge = window[config.binding];
      if (typeof bridge !== 'function') {
        throw toError({ code: 4900, message: 'The Gangway test wallet is not connected to this page.' });
      }
      const reply = await bridge(args.params === undefined ? { method: args.method } : { method: args.method, params: args.params });
      if (reply && reply.ok) return reply.result;
      throw toError(reply && reply.error ? reply.error : { code: -32603, message: 'The test wallet sent no reply.' });
    },
    on: addListener,
    addListener,
    removeListener,
    off: removeListener,
  };
  Object.defineProperty(window, config.emitter, {
    value: (event, args) => {
      const payload = event === 'disconnect' ? [toError(args[0])] : args;
      for (const listener of [...(listeners.get(event) || [])]) {
        try {
          listener(...payload);
        } catch (error) {
          setTimeout(() => { throw error; });
        }
      }
    },
  });
  if (config.asWindowEthereum) window.ethereum = provider;
  if (config.announce) {
    const detail = Object.freeze({ info: Object.freeze(config.info), provider });
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
    window.addEventListener('eip6963:requestProvider', announce);
    announce();
  }
})();`
}
