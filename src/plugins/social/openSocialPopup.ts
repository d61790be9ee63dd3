import { openBlankPopup } from 'gangway/plugin'

export const SOCIAL_POPUP_NAME = 'gangway-social-login'

/** §4: the sign-in popup, empty until the provider's URL is known; opened inside the click (openBlankPopup). */
export const openSocialPopup = (): Window | null => openBlankPopup({ name: SOCIAL_POPUP_NAME, title: 'Signing in…', loadingText: 'Loading the sign-in page…' })
