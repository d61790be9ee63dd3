import { openBlankPopup } from 'gangway/plugin'

export const ONRAMP_POPUP_NAME = 'gangway-onramp'

/** The provider's window, empty until its URL is known; opened inside the click (openBlankPopup). */
export const openOnrampPopup = (): Window | null => openBlankPopup({ name: ONRAMP_POPUP_NAME, title: 'Buy crypto', loadingText: "Loading the provider's checkout…" })
