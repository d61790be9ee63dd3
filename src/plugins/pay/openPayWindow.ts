import { openBlankPopup } from 'gangway/plugin'

export const PAY_WINDOW_NAME = 'gangway-pay'

/** The exchange's window, empty until the session exists; opened inside the click (openBlankPopup). */
export const openPayWindow = (): Window | null => openBlankPopup({ name: PAY_WINDOW_NAME, title: 'Pay', loadingText: "Loading the exchange's page…" })
