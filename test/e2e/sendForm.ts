import type { Page } from 'playwright-core'
import { modal, openWithButton, waitForAnimations } from './helpers'

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

/**
 * Account → the Send wallet feature, as a visitor gets there (the modal is opened first unless it already shows
 * Account, as after a send); waits for the picker's balances.
 */
export async function openSend(page: Page): Promise<void> {
  if (!(await modal(page).view('Account').isVisible())) await openWithButton(page, 'Account')
  await page.locator('[data-testid="gw-account-feature-send"]').click()
  await modal(page).view('Send').waitFor({ state: 'visible' })
  await page.locator('[data-testid="gw-send-token"][data-status="ready"]').waitFor()
  await waitForAnimations(page)
}

/** Opens Send, picks the token ('native' or a token's value), fills the amount and the receiver, and submits; the form. */
export async function submitSend(page: Page, send: { readonly token: string; readonly amount: string; readonly receiver: string }): Promise<ReturnType<typeof sendForm>> {
  await openSend(page)
  const form = sendForm(page)
  await form.token.selectOption(send.token)
  await form.amount.fill(send.amount)
  await form.receiver.fill(send.receiver)
  await form.submit.click()
  return form
}
