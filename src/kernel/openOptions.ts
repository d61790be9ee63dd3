import type { ArgumentsOf } from './router/views'
import type { ChainNamespace } from './types'

/** What open() takes (§2: a view, a pairing uri, a namespace, the view's arguments). */
export interface OpenOptions<V extends string = string> {
  readonly view?: V
  readonly uri?: string
  readonly namespace?: ChainNamespace
  /** Typed per view: SwapArguments for 'Swap', SwitchActiveChainArguments for 'SwitchActiveChain'. */
  readonly arguments?: ArgumentsOf<V>
}
