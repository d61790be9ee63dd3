import { ONRAMP_PAYMENT_CURRENCY_IDS } from '../../../src/protocol/onramp'
import type { CheckoutChoice } from '../../onramp/checkoutLink'
import { alertHtml, escapeHtml, hidden, payPage } from './payPage'

export interface CheckoutForm {
  /** The link's query string, carried so the order is checked against the same wallets. */
  link: string
  choices: CheckoutChoice[]
  choice: string
  currency: string
  amount: string
  method: string
  /** The field at fault and its message, after a refused submit. */
  error?: { field: 'choice' | 'currency' | 'amount' | 'method' | 'form'; message: string } | undefined
  /** A note under the amount (a preset crypto amount's fiat estimate). */
  amountNote?: string | undefined
}

const short = (address: string): string => `${address.slice(0, 6)}…${address.slice(-4)}`

const option = (value: string, label: string, selected: boolean): string =>
  `<option value="${escapeHtml(value)}"${selected ? ' selected' : ''}>${escapeHtml(label)}</option>`

/** Step 1: what to buy, for which wallet, in which currency, how much, and how to pay. */
export function checkoutPage(form: CheckoutForm): string {
  const error = form.error
  const invalid = (field: string): string => (error?.field === field ? ' aria-invalid="true" aria-describedby="form-error" autofocus' : '')
  const choices = form.choices
    .map((choice) => option(choice.value, `${choice.asset.symbol} on ${choice.asset.network.display_name} → ${short(choice.wallet)}`, choice.value === form.choice))
    .join('')
  const currencies = ONRAMP_PAYMENT_CURRENCY_IDS.map((id) => option(id, id, id === form.currency)).join('')
  const method = (value: string, label: string, hint: string): string =>
    `<label><input type="radio" name="method" value="${value}"${form.method === value ? ' checked' : ''} data-testid="checkout-method-${value}"> ${escapeHtml(label)} <span class="hint">${escapeHtml(hint)}</span></label>`
  const amountHint = `${form.amountNote ? `${escapeHtml(form.amountNote)} ` : ''}Fees included. Card: 10.00 to 7,500.00; bank transfer: 10.00 to 25,000.00.`
  return payPage(
    'Buy crypto',
    `${alertHtml(error?.message)}
<form method="post" action="/buy">
${hidden('link', form.link)}
<label for="choice">You buy</label>
<select id="choice" name="choice" data-testid="checkout-choice"${invalid('choice')}>${choices}</select>
<label for="currency">You pay in</label>
<select id="currency" name="currency" data-testid="checkout-currency"${invalid('currency')}>${currencies}</select>
<label for="amount">Amount to pay</label>
<input id="amount" name="amount" inputmode="decimal" autocomplete="off" value="${escapeHtml(form.amount)}" data-testid="checkout-amount"${error?.field === 'amount' ? ' aria-invalid="true" aria-describedby="form-error amount-hint" autofocus' : ' aria-describedby="amount-hint"'}${error ? '' : ' autofocus'}>
<p class="hint" id="amount-hint">${amountHint}</p>
<fieldset${error?.field === 'method' ? ' aria-describedby="form-error"' : ''}>
<legend>Payment method</legend>
${method('card', 'Card', '(test cards)')}
${method('ach_bank_account', 'Bank transfer', '(a test bank account)')}
</fieldset>
<div class="actions"><button class="primary" type="submit" data-testid="checkout-continue">Continue</button></div>
</form>`,
  )
}

/** A checkout link the provider cannot use: its message names the parameter. */
export function badLinkPage(message: string): string {
  return payPage('This checkout link is not valid', `${alertHtml(message)}<p>Go back to the app and start the purchase again.</p>`)
}
