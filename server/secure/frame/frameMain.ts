/**
 * The login frame page's script (served as /frame.js, bundled by esbuild): answers the kit's §7 requests
 * with the secure site's API. Only the page that frames it may talk to it: every message is checked for
 * its origin, its source window and its schema, and every reply names the parent's exact origin.
 */
import { APP_EVENT_PREFIX, FRAME_READY, frameReply, frameUrlParamsSchema, parseAppMessage, type FrameRequestType } from '../../../src/protocol/frameEvents'
import { createFrameApi, FrameApiError } from './frameApi'
import type { FrameSession } from './frameSession'
import { initialChainId, parseFrameChains } from './frameSession'
import { createFrameStorage, pageLocalStorage } from './frameStorage'
import { applyFrameTheme } from './applyFrameTheme'
import { handleFrameRequest } from './handleFrameRequest'
import { SocialResults } from './socialResults'
import { findParentOrigin } from './parentOrigin'
import { parentRefusal } from './parentRefusal'
import { limitedWarning } from '../../../src/protocol/limitedWarning'

/** §8: the frame page cannot post to its parent. */
const PARENT_NOT_SET = 'parent is not set'

/** Forged or stray messages are told on the console, at most a few a minute (a page could send thousands). */
const warn = limitedWarning((message) => console.warn(`[gangway frame] ${message}`))

function showStatus(text: string): void {
  const status = document.getElementById('status')
  if (status) {
    status.textContent = text
    status.hidden = false
  }
}

function start(): void {
  const parentOrigin = findParentOrigin(window)
  if (!parentOrigin) {
    // §8's frame error: with no parent (opened on its own, or an opaque parent) there is nothing to post to.
    console.error(`[gangway frame] ${PARENT_NOT_SET}`)
    return showStatus('This page is the Gangway login frame: it only works inside an app.')
  }
  const params = frameUrlParamsSchema.safeParse(Object.fromEntries(new URLSearchParams(location.search)))
  if (!params.success) return showStatus('Invalid frame URL.')
  const { projectId, chainId, enableLogger } = params.data
  const chains = parseFrameChains(document.body.dataset['chains'] ?? '')
  const storage = createFrameStorage(projectId, pageLocalStorage(), () => crypto.randomUUID())
  const log = (...args: unknown[]): void => {
    if (enableLogger === 'true') console.debug('[gangway frame]', ...args)
  }
  const session: FrameSession = {
    api: createFrameApi({ baseUrl: location.origin, projectId, parentOrigin, fetch: (url, init) => fetch(url, init) }),
    storage,
    chains,
    chainId: initialChainId(chains, chainId, storage.get('chainId')),
    inFlight: new Set(),
    socialResults: new SocialResults(),
    theme: undefined,
    applyTheme: (theme) => applyFrameTheme(document.documentElement, theme),
    dappData: undefined,
    reload: () => setTimeout(() => location.reload(), 0),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now: () => Date.now(),
    log,
  }
  const post = (message: object): void => window.parent.postMessage(message, parentOrigin)
  // Decided once, before any request touches the storage or the API: a parent the project does not list gets
  // the §8 error for everything (no sign-out, no chain change, nothing read).
  const refusal = parentRefusal(parentOrigin, document.body.dataset['allowedOrigins'], document.body.dataset['localOrigins'])
  if (refusal) showStatus(`This app (${parentOrigin}) is not allowed to use this login frame.`)

  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    // The secure site's own callback page (the social popup) hands this frame the provider's result.
    if (event.origin === location.origin && event.origin !== parentOrigin) {
      if (!session.socialResults.receive(event.data)) warn('ignored a message from this site that is no social result')
      return
    }
    if (event.origin !== parentOrigin || event.source !== window.parent) {
      warn(`ignored a message from ${event.origin || 'an unknown origin'}`)
      return
    }
    const message = parseAppMessage(event.data)
    if (!message) {
      warn('ignored a message that matches no request schema')
      return
    }
    const type = message.type.slice(APP_EVENT_PREFIX.length) as FrameRequestType
    if (refusal) return post(frameReply(type, message.id, { ok: false, ...refusal }))
    log('request', type, message.id)
    handleFrameRequest(session, type, message.payload).then(
      (payload) => post(frameReply(type, message.id, { ok: true, payload })),
      (error: unknown) => {
        log('error', type, error)
        post(frameReply(type, message.id, { ok: false, message: error instanceof Error ? error.message : String(error), code: error instanceof FrameApiError ? error.code : undefined }))
      },
    )
  })
  post({ type: FRAME_READY })
  log('ready for', parentOrigin)
}

start()
