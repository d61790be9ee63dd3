import { reaction } from 'mobx'
import type { OpenOptions } from '../openOptions'

export interface ApprovalFacts {
  /** Requests of the embedded wallet waiting for the visitor. */
  readonly approvals: readonly unknown[]
  /** Counts refused (unknown) methods. */
  readonly refusals: number
}

export interface ApprovalRuleDeps {
  readonly wallet: ApprovalFacts
  open(options: OpenOptions<'ApproveTransaction'>): Promise<void>
  close(): Promise<void>
}

/**
 * §4, §6: the embedded wallet's unsafe requests wait in ApproveTransaction. The first waiting request opens
 * it; the last one answered closes the modal; a refused method opens it to show why. Returns the disposer.
 */
export function startApprovalRules(deps: ApprovalRuleDeps): () => void {
  const queue = reaction(
    () => deps.wallet.approvals.length,
    (count, previous) => {
      if (count > 0 && previous === 0) void deps.open({ view: 'ApproveTransaction' })
      else if (count === 0 && previous > 0) void deps.close()
    },
  )
  const refusals = reaction(
    () => deps.wallet.refusals,
    () => void deps.open({ view: 'ApproveTransaction' }),
  )
  return () => {
    queue()
    refusals()
  }
}
