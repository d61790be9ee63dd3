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
  /** The modal shows now (a flow in it, e.g. a plugin's Swap, asked the wallet). */
  isOpen(): boolean
  /** The view showing now. */
  view(): string
  open(options: OpenOptions<'ApproveTransaction'>): Promise<void>
  /** Puts ApproveTransaction on top of the view showing. */
  push(view: 'ApproveTransaction'): void
  /** Takes ApproveTransaction off again, back to the view under it. */
  back(): void
  close(): Promise<void>
}

const APPROVE = 'ApproveTransaction'

/**
 * §4, §6: the embedded wallet's unsafe requests wait in ApproveTransaction. The first waiting request opens it:
 * on a closed modal it opens on it, and the last one answered closes the modal; on an open modal (a flow in it
 * asked, as AppKit's transaction stack does) it goes on top, and the last one answered returns to the flow.
 * A refused method opens it to show why. Returns the disposer.
 */
export function startApprovalRules(deps: ApprovalRuleDeps): () => void {
  let onTopOfFlow = false
  const show = (): void => {
    if (deps.isOpen() && deps.view() === APPROVE) return
    onTopOfFlow = deps.isOpen()
    if (onTopOfFlow) deps.push(APPROVE)
    else void deps.open({ view: APPROVE })
  }
  const queue = reaction(
    () => deps.wallet.approvals.length,
    (count, previous) => {
      if (count > 0 && previous === 0) show()
      else if (count === 0 && previous > 0) {
        if (onTopOfFlow && deps.isOpen() && deps.view() === APPROVE) deps.back()
        else if (!onTopOfFlow) void deps.close()
        onTopOfFlow = false
      }
    },
  )
  const refusals = reaction(() => deps.wallet.refusals, show)
  return () => {
    queue()
    refusals()
  }
}
