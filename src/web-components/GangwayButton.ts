import type { ButtonAttributes, ButtonContent } from './ButtonContent'
import { KitElement } from './KitElement'
import { accountContent } from './accountContent'
import type { KitSnapshot } from './kitSnapshot'

export const DEFAULT_LABEL = 'Connect Wallet'
export const DEFAULT_LOADING_LABEL = 'Connecting...'

/** What <gangway-button> shows: 'Connect Wallet' (opens Connect), the loading label while connecting, then the account. */
export function connectButtonContent(snapshot: KitSnapshot, attributes: ButtonAttributes): ButtonContent {
  const { address } = snapshot
  if (snapshot.status === 'connected' && address !== undefined) return accountContent({ ...snapshot, address }, attributes)
  if (snapshot.status === 'connecting' || snapshot.loading) return { text: attributes.loadingLabel ?? DEFAULT_LOADING_LABEL, busy: true, view: 'Connect' }
  return { text: attributes.label ?? DEFAULT_LABEL, view: 'Connect' }
}

/**
 * <gangway-button>: AppKit's <appkit-button>. Attributes: label, loadingLabel, balance="show|hide", size="md|sm",
 * disabled.
 */
export class GangwayButton extends KitElement {
  protected override content(snapshot: KitSnapshot, attributes: ButtonAttributes): ButtonContent {
    return connectButtonContent(snapshot, attributes)
  }
}
