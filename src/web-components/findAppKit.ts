import type { AppKit } from '../AppKit'
import { KIT_CREATED_EVENT } from '../kernel/kitAnnouncement'

/** createAppKit's modal element (src/ui/host.ts), which carries its kit as `appkit`. */
const MODAL_TAG = 'gangway-modal'

/** Anything from the page is checked before use: an element property or an event detail could be anything. */
function asAppKit(value: unknown): AppKit | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const candidate = value as Partial<Record<keyof AppKit, unknown>>
  return typeof candidate.open === 'function' && typeof candidate.getAccount === 'function' && typeof candidate.getState === 'function'
    ? (value as AppKit)
    : undefined
}

/** The kit of the last <gangway-modal> in the document that has one: the latest created, unless modals were moved. */
export function findAppKit(document: Document): AppKit | undefined {
  const modals = document.querySelectorAll(MODAL_TAG)
  for (let index = modals.length - 1; index >= 0; index--) {
    const appkit = asAppKit((modals[index] as Element & { appkit?: unknown }).appkit)
    if (appkit) return appkit
  }
  return undefined
}

/** Calls `listener` with every kit created from now on in this document; returns the unsubscribe. */
export function onAppKitCreated(document: Document, listener: (appkit: AppKit) => void): () => void {
  const handle = (event: Event) => {
    const appkit = asAppKit((event as CustomEvent<unknown>).detail)
    if (appkit) listener(appkit)
  }
  document.addEventListener(KIT_CREATED_EVENT, handle)
  return () => document.removeEventListener(KIT_CREATED_EVENT, handle)
}
