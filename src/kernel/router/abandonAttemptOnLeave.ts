import { reaction } from 'mobx'
import type { NavigationDeps } from './navigationRules'

/**
 * Leaving ConnectingExternal abandons its attempt: a late answer from the wallet is ignored. From the start
 * (an attempt begins before the flows' chunk is here). Returns the disposer.
 */
export function abandonAttemptOnLeave(deps: Pick<NavigationDeps, 'router' | 'connection'>): () => void {
  return reaction(
    () => deps.router.view,
    (view) => view !== 'ConnectingExternal' && deps.connection.cancelAttempt(),
  )
}
