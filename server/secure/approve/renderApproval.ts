import type { ApprovalSummary } from './approvalSummary'

export interface ApprovalElements {
  readonly root: HTMLElement
  readonly approve: HTMLButtonElement
  readonly reject: HTMLButtonElement
  readonly actions: HTMLElement
  readonly status: HTMLElement
}

export interface ApprovalView {
  readonly method: string
  readonly summary: ApprovalSummary
  /** Who asks: the framing page's origin as the browser reports it (the app cannot choose it). */
  readonly origin: string
  readonly network: string
}

/** Draws the request with text nodes only (nothing from the app is parsed as markup). */
export function renderApproval(doc: Document, view: ApprovalView): ApprovalElements {
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] => {
    const node = doc.createElement(tag)
    if (className) node.className = className
    if (text !== undefined) node.textContent = text
    return node
  }
  const root = element('section', 'gw-approve')
  root.dataset['testid'] = 'gw-approve-transaction'
  root.dataset['method'] = view.method
  root.setAttribute('aria-labelledby', 'gw-approve-title')

  const card = element('div', 'gw-approve-card')
  const title = element('h1', 'gw-approve-title', view.summary.title)
  title.id = 'gw-approve-title'
  const origin = element('p', 'gw-approve-origin', 'Requested by ')
  origin.append(element('strong', undefined, view.origin))
  card.append(title, origin)
  if (view.summary.warning) {
    const warning = element('p', 'gw-approve-warning', view.summary.warning)
    warning.dataset['testid'] = 'gw-approve-warning'
    card.append(warning)
  }
  if (view.summary.message) {
    const message = element('pre', `gw-approve-message${view.summary.message.mono ? ' gw-approve-mono' : ''}`, view.summary.message.text)
    message.dataset['testid'] = 'gw-approve-message'
    message.tabIndex = 0
    card.append(message)
  }
  const details = element('dl', 'gw-approve-details')
  for (const detail of [...view.summary.details, { label: 'Network', value: view.network }]) {
    details.append(element('dt', undefined, detail.label), element('dd', 'mono' in detail && detail.mono ? 'gw-approve-mono' : undefined, detail.value))
  }
  card.append(details)

  const actions = element('div', 'gw-approve-actions')
  const reject = element('button', 'gw-button gw-button-secondary', 'Reject')
  reject.type = 'button'
  reject.dataset['testid'] = 'gw-reject'
  const approve = element('button', 'gw-button', 'Approve')
  approve.type = 'button'
  approve.dataset['testid'] = 'gw-approve'
  actions.append(reject, approve)

  const status = element('p', 'gw-approve-status')
  status.setAttribute('role', 'status')
  status.dataset['testid'] = 'gw-approve-status'
  root.append(card, actions, status)
  return { root, approve, reject, actions, status }
}
