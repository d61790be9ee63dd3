import type { ButtonAttributes, ButtonContent } from './ButtonContent'
import { KitElement } from './KitElement'
import { accountContent } from './accountContent'
import type { KitSnapshot } from './kitSnapshot'

/** What <gangway-account-button> shows: the account (opens Account); nothing while disconnected. */
export function accountButtonContent(snapshot: KitSnapshot, attributes: ButtonAttributes): ButtonContent {
  const { address } = snapshot
  if (snapshot.status === 'connected' && address !== undefined) return accountContent({ ...snapshot, address }, attributes)
  return { text: '', hidden: true, view: 'Account' }
}

/** <gangway-account-button>: AppKit's <appkit-account-button>. Attributes: balance="show|hide", size="md|sm", disabled. */
export class GangwayAccountButton extends KitElement {
  protected override content(snapshot: KitSnapshot, attributes: ButtonAttributes): ButtonContent {
    return accountButtonContent(snapshot, attributes)
  }
}
