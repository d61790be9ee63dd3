/**
 * The approval frame page's script (served as /approve.js, bundled by esbuild). The kit shows this page in
 * ApproveTransaction and hands it one unsafe request; the page draws it, and only a click on its own Approve
 * button (trusted, after the button has been seen uncovered) has it signed, through an approval the secure
 * site records. A script of the app's page can post to this frame but cannot click in it or read it.
 */
import * as z from 'zod/mini'
import { APPROVAL_EVENT_PREFIX, parseApprovalRequest, type ApprovalOutcome, type ApprovalRequestMessage } from '../../../src/protocol/approvalEvents'
import { limitedWarning } from '../../../src/protocol/limitedWarning'
import { isUnsafeSolanaMethod } from '../../../src/protocol/walletMethods'
import { createFrameApi } from '../frame/frameApi'
import { createFrameStorage, pageLocalStorage } from '../frame/frameStorage'
import { findParentOrigin } from '../frame/parentOrigin'
import { parentRefusal } from '../frame/parentRefusal'
import { applyApprovalTheme } from './applyApprovalTheme'
import { approveAndSign } from './approveAndSign'
import { summarizeApproval } from './approvalSummary'
import { summarizeSolanaApproval } from './solanaApprovalSummary'
import { enableWhenSeen } from './enableWhenSeen'
import { renderApproval } from './renderApproval'

/** How long the Approve button must have been in view, uncovered, before it takes a click. */
export const APPROVE_ENABLE_DELAY_MS = 500

const chainsSchema = z.array(z.object({ id: z.union([z.number(), z.string()]), name: z.string() }))
const warn = limitedWarning((message) => console.warn(`[gangway approval] ${message}`))

function showStatus(text: string): void {
  const status = document.getElementById('status')
  if (status) status.textContent = text
}

function start(): void {
  const parentOrigin = findParentOrigin(window)
  if (!parentOrigin) return showStatus('This page is the Gangway approval frame: it only works inside an app.')
  const projectId = new URLSearchParams(location.search).get('projectId') ?? ''
  const chains = chainsSchema.safeParse(JSON.parse(document.body.dataset['chains'] ?? '[]'))
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(projectId) || !chains.success) return showStatus('Invalid approval frame URL.')
  const post = (message: object): void => window.parent.postMessage(message, parentOrigin)
  const refusal = parentRefusal(parentOrigin, document.body.dataset['allowedOrigins'], document.body.dataset['localOrigins'])
  let request: ApprovalRequestMessage | undefined

  const finish = (outcome: ApprovalOutcome): void => {
    if (request) post({ type: `${APPROVAL_EVENT_PREFIX}RESULT`, id: request.id, outcome })
  }

  const show = (message: ApprovalRequestMessage): void => {
    const { method, params, chainId, theme } = message.payload
    applyApprovalTheme(document.documentElement, theme)
    const chain = chains.data.find((known) => known.id === chainId)
    if (!chain) return finish({ status: 'failed', message: `Unsupported chain: ${chainId}` })
    // A method is drawn only on a chain of its namespace: the site would refuse it anywhere else.
    if (isUnsafeSolanaMethod(method) !== (typeof chainId === 'string')) return finish({ status: 'failed', message: `Method not supported: ${method}` })
    const summary = isUnsafeSolanaMethod(method) ? summarizeSolanaApproval(method, params) : summarizeApproval(method, params)
    const view = renderApproval(document, { method, summary, origin: parentOrigin, network: chain.name })
    document.getElementById('approval')?.replaceChildren(view.root)
    const stopWatching = enableWhenSeen(window, view.actions, view.approve, APPROVE_ENABLE_DELAY_MS)
    /** Either answer is final: both buttons stop taking clicks. */
    const lock = (): void => {
      stopWatching()
      view.approve.disabled = true
      view.reject.disabled = true
    }
    const settle = (outcome: ApprovalOutcome): void => {
      lock()
      finish(outcome)
    }
    view.reject.addEventListener('click', () => settle({ status: 'rejected' }))
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !view.reject.disabled) settle({ status: 'rejected' })
    })
    view.approve.addEventListener('click', (event) => {
      if (!event.isTrusted || view.approve.disabled) return
      lock()
      view.status.textContent = method === 'eth_sendTransaction' || method === 'wallet_sendCalls' || method === 'solana_signAndSendTransaction' ? 'Sending…' : 'Signing…'
      const storage = createFrameStorage(projectId, pageLocalStorage(), () => crypto.randomUUID())
      const api = createFrameApi({ baseUrl: location.origin, projectId, parentOrigin, fetch: (url, init) => fetch(url, init) })
      void approveAndSign(api, storage.token(), { method, params, chainId }).then((outcome) => {
        if (outcome.status === 'failed') {
          view.status.dataset['kind'] = 'error'
          view.status.textContent = outcome.message
        }
        finish(outcome)
      })
    })
    view.reject.focus()
  }

  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.source !== window.parent || event.origin !== parentOrigin) return warn(`ignored a message from ${event.origin || 'an unknown origin'}`)
    const message = parseApprovalRequest(event.data)
    if (!message) return warn('ignored a message that is no approval request')
    // One request per frame: the kit makes a new frame for the next one.
    if (request) return warn('ignored a second approval request')
    request = message
    if (refusal) {
      showStatus(refusal.message)
      return finish({ status: 'failed', ...refusal })
    }
    show(message)
  })
  // The content's own height (the document's is at least the frame's), plus the body's padding.
  const content = document.getElementById('approval')
  if (content) new ResizeObserver(() => post({ type: `${APPROVAL_EVENT_PREFIX}SIZE`, height: Math.ceil(content.getBoundingClientRect().height) + 8 })).observe(content)
  post({ type: `${APPROVAL_EVENT_PREFIX}READY` })
}

start()
