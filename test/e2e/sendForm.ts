import type { Page } from 'playwright-core'

/** The Send view's fields, buttons and messages, by their test ids. */
export function sendForm(page: Page) {
  const byTestId = (id: string) => page.locator(`[data-testid="${id}"]`)
  return {
    token: byTestId('gw-send-token'),
    amount: byTestId('gw-send-amount'),
    receiver: byTestId('gw-send-receiver'),
    submit: byTestId('gw-send-submit'),
    error: byTestId('gw-send-error'),
    amountError: byTestId('gw-send-amount-error'),
    receiverError: byTestId('gw-send-receiver-error'),
  }
}
