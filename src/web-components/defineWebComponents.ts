import { GangwayAccountButton } from './GangwayAccountButton'
import { GangwayButton } from './GangwayButton'
import { GangwayNetworkButton } from './GangwayNetworkButton'

export const WEB_COMPONENTS = {
  'gangway-button': GangwayButton,
  'gangway-network-button': GangwayNetworkButton,
  'gangway-account-button': GangwayAccountButton,
} as const

/** Registers the elements once per window; a no-op on a server, where there is no custom element registry. */
export function defineWebComponents(): void {
  if (typeof customElements === 'undefined') return
  for (const [tag, element] of Object.entries(WEB_COMPONENTS)) {
    if (!customElements.get(tag)) customElements.define(tag, element)
  }
}
