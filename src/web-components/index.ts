/**
 * gangway/web-components: <gangway-button>, <gangway-network-button> and <gangway-account-button> for pages
 * without React. Importing this entry registers them; each shows the latest kit createAppKit made in the
 * document, or the one set as its `appkit` property. Plain DOM only: the modal loads as it does without them.
 */
import { defineWebComponents } from './defineWebComponents'
import type { GangwayAccountButton } from './GangwayAccountButton'
import type { GangwayButton } from './GangwayButton'
import type { GangwayNetworkButton } from './GangwayNetworkButton'

export { GangwayAccountButton } from './GangwayAccountButton'
export { GangwayButton } from './GangwayButton'
export { GangwayNetworkButton } from './GangwayNetworkButton'

declare global {
  interface HTMLElementTagNameMap {
    'gangway-button': GangwayButton
    'gangway-network-button': GangwayNetworkButton
    'gangway-account-button': GangwayAccountButton
  }
}

defineWebComponents()
