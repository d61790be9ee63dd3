import type { ButtonContent } from './ButtonContent'
import { KitElement } from './KitElement'
import type { KitSnapshot } from './kitSnapshot'

/** AppKit's text for no network at all. */
export const NO_NETWORK_LABEL = 'Select Network'

/**
 * What <gangway-network-button> shows: the active network's name, 'Unknown Network' (the kit's name for it) with a
 * warning when the wallet is on a chain the app lacks (§4). Opens the network list (SwitchNetwork).
 */
export function networkButtonContent(snapshot: KitSnapshot): ButtonContent {
  const text = snapshot.networkName ?? NO_NETWORK_LABEL
  return {
    text,
    label: snapshot.unsupportedNetwork ? `Switch network, current: ${text}, not supported` : `Switch network, current: ${text}`,
    ...(snapshot.unsupportedNetwork ? { warning: true } : {}),
    view: 'SwitchNetwork',
  }
}

/** <gangway-network-button>: AppKit's <appkit-network-button>. Attributes: size="md|sm", disabled. */
export class GangwayNetworkButton extends KitElement {
  protected override content(snapshot: KitSnapshot): ButtonContent {
    return networkButtonContent(snapshot)
  }
}
