import type { LocalChain } from '../../chain/chains'
import type { ProjectOrigins } from '../../projects/isProjectOrigin'
import { allowedOriginsAttribute } from '../pages/framePage'
import { escapeHtml } from '../pages/messagePage'
import type { SolanaChain } from '../solana/solanaChains'
import { APPROVE_PAGE_CSS } from './approveStyles'

/** What the approval frame knows of a chain: its name and native currency, never taken from the app. */
export interface ApprovalChain {
  /** An EIP-155 chain id, or a Solana cluster's CAIP-2 id ('solana:<ref>'). */
  readonly id: number | string
  readonly name: string
}

export const approvalChains = (chains: readonly LocalChain[], solanaChains: readonly SolanaChain[] = []): ApprovalChain[] => [
  ...chains.map(({ id, name }) => ({ id, name })),
  ...solanaChains.map(({ id, name }) => ({ id, name })),
]

/**
 * The approval frame page (§6 unsafe requests), shown inside ApproveTransaction: the chains this site signs
 * for in `data-chains` (JSON), the project's allowed origins, the request drawn by /approve.js once the app
 * hands it over.
 */
export function approvePage(chains: readonly ApprovalChain[], project: ProjectOrigins | undefined): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Approve request</title>
<style>${APPROVE_PAGE_CSS}</style>
<script src="/approve.js" defer></script>
</head><body data-chains="${escapeHtml(JSON.stringify(chains))}"${allowedOriginsAttribute(project)}>
<main id="approval"><p class="gw-approve-status" id="status" role="status">Loading the request…</p></main>
</body></html>`
}
