import { reaction } from 'mobx'
import type { AccountStore } from '../stores/AccountStore'
import type { NetworkStore } from '../stores/NetworkStore'
import type { SiwxStore } from './SiwxStore'

export interface SiwxRuleDeps {
  readonly account: Pick<AccountStore, 'caipAddress'>
  readonly networks: Pick<NetworkStore, 'isUnsupported'>
  /** The sign-in slice, loaded if needed. */
  siwx(): Promise<SiwxStore>
  /** The slice when loaded (a disconnect never loads it). */
  loaded(): SiwxStore | undefined
  /** The slice could not load: the §8 start failure (toast, disconnect, Connect). */
  failed(error: unknown): void
}

/**
 * With `siwx` or `siweConfig` set: each connected account and network (a connect, a restore, a switch, another
 * account) is handed to the sign-in slice, whose chunk loads then; a network the app lacks waits for SwitchNetwork.
 * Starts with the connection flows. Returns the disposer.
 */
export function startSiwxRules(deps: SiwxRuleDeps): () => void {
  return reaction(
    () => (deps.networks.isUnsupported ? undefined : deps.account.caipAddress),
    (caipAddress) => {
      if (caipAddress === undefined && !deps.loaded()) return
      deps.siwx().then((store) => store.sync(caipAddress), deps.failed)
    },
  )
}
