import { formatUnits } from '../../onramp/decimalUnits'
import { formatCents } from '../../onramp/fiatAmount'
import type { PayOrder } from '../orders/payOrder'
import { groupCardNumber, TEST_CARDS, type CardForm } from '../testCards'
import { alertHtml, escapeHtml, hidden, payPage, summaryList } from './payPage'

/** The test bank account a bank transfer comes from. */
export const TEST_BANK_ACCOUNT = 'Gangway Test Bank, account ending 6789'

export interface OrderView {
  order: PayOrder
  /** The network's display name. */
  network: string
  /** The browser's secret, echoed in every form of the page (the server checks it against the order's hash). */
  secret: string
}

const money = (cents: bigint, currency: string): string => `${formatCents(cents)} ${currency}`
export const cryptoAmount = (order: PayOrder): string => `${formatUnits(order.amount, order.decimals)} ${order.symbol}`

function summary({ order, network }: OrderView): string {
  const payment = order.payment
  const rows: [string, string, string?][] = [
    ['You get', cryptoAmount(order), 'pay-purchase-amount'],
    ['Network', `${network} (${order.caipNetworkId})`],
    ['To', order.destination, 'pay-destination'],
  ]
  if (payment) {
    rows.push(
      ['Price of the crypto', money(payment.subtotalCents, payment.currency)],
      ['Provider fee', money(payment.providerFeeCents, payment.currency), 'pay-provider-fee'],
      ['Network fee', money(payment.networkFeeCents, payment.currency), 'pay-network-fee'],
      ['Total', money(payment.totalCents, payment.currency), 'pay-total'],
    )
  }
  return summaryList(rows).replace('<dd data-testid="pay-total">', '<dd class="total" data-testid="pay-total">')
}

const cancelForm = (view: OrderView): string =>
  `<form method="post" action="/orders/${view.order.id}/cancel">${hidden('secret', view.secret)}<button type="submit" data-testid="pay-cancel">Cancel</button></form>`

/** Step 2: the order's summary and the payment form (card or bank transfer). */
export function paymentPage(view: OrderView, card: CardForm = { number: '', expiry: '', cvc: '' }, error?: { field: keyof CardForm | 'form'; message: string }): string {
  const { order } = view
  const payment = order.payment!
  const notice = order.lastError === 'card_declined' ? 'Your card was declined. Nothing was charged: try another card.' : order.lastError === 'authentication_failed' ? 'The confirmation with your bank failed. Nothing was charged: try again.' : undefined
  const total = money(payment.totalCents, payment.currency)
  const field = (name: keyof CardForm, label: string, attributes: string, hint?: string): string => {
    const bad = error?.field === name
    const describedBy = [bad ? 'form-error' : '', hint ? `${name}-hint` : ''].filter(Boolean).join(' ')
    return `<label for="card-${name}">${label}</label>
<input id="card-${name}" name="${name}" ${attributes} value="${escapeHtml(card[name])}" data-testid="pay-card-${name}"${describedBy ? ` aria-describedby="${describedBy}"` : ''}${bad ? ' aria-invalid="true" autofocus' : ''}>${hint ? `<p class="hint" id="${name}-hint">${escapeHtml(hint)}</p>` : ''}`
  }
  const form =
    payment.method === 'card'
      ? `<form method="post" action="/orders/${order.id}/pay">${hidden('secret', view.secret)}
${field('number', 'Card number', 'inputmode="numeric" autocomplete="cc-number"' + (error ? '' : ' autofocus'))}
${field('expiry', 'Expiry date', 'autocomplete="cc-exp" placeholder="MM/YY"', 'MM/YY, e.g. 12/34')}
${field('cvc', 'Security code (CVC)', 'inputmode="numeric" autocomplete="cc-csc"')}
<div class="actions"><button class="primary" type="submit" data-testid="pay-submit">Pay ${escapeHtml(total)}</button></div>
</form>
<h2>Test cards</h2>
<table><thead><tr><th scope="col">Number</th><th scope="col">What it does</th></tr></thead><tbody>${TEST_CARDS.map((entry) => `<tr><td><code>${groupCardNumber(entry.number)}</code></td><td>${escapeHtml(entry.label)}</td></tr>`).join('')}</tbody></table>
<p class="hint">Any expiry date in the future, any 3 digits as the code.</p>`
      : `<form method="post" action="/orders/${order.id}/pay">${hidden('secret', view.secret)}
<p>The transfer comes from ${escapeHtml(TEST_BANK_ACCOUNT)}.</p>
<div class="actions"><button class="primary" type="submit" autofocus data-testid="pay-submit">Pay ${escapeHtml(total)} by bank transfer</button></div>
</form>`
  return payPage('Review and pay', `${alertHtml(error?.message ?? notice)}${summary(view)}<h2>${payment.method === 'card' ? 'Pay by card' : 'Pay by bank transfer'}</h2>${form}<div class="actions">${cancelForm(view)}</div>`)
}

/** The 3-D-Secure-style step: the cardholder's bank asks to confirm the payment. */
export function confirmationPage(view: OrderView): string {
  const payment = view.order.payment!
  const secret = hidden('secret', view.secret)
  return payPage(
    'Confirm this payment',
    `<p>Your bank (test) asks you to confirm the payment of <strong>${escapeHtml(money(payment.totalCents, payment.currency))}</strong> to Gangway Pay.</p>
<div class="actions">
<form method="post" action="/orders/${view.order.id}/confirm">${secret}${hidden('action', 'complete')}<button class="primary" type="submit" autofocus data-testid="pay-3ds-complete">Complete authentication</button></form>
<form method="post" action="/orders/${view.order.id}/confirm">${secret}${hidden('action', 'fail')}<button type="submit" data-testid="pay-3ds-fail">Fail authentication</button></form>
</div>`,
  )
}

const STATUS_TEXT: Record<string, string> = {
  processing: 'Your payment went through. The crypto is on its way.',
  failed: 'Your payment went through, but the transfer failed: the payment was refunded (test mode).',
  cancelled: 'This order was cancelled. Nothing was charged.',
  expired: 'This order expired before it was paid. Nothing was charged: start again from the app.',
}

/** An order past payment: completed (with its transaction), processing, failed, cancelled or expired. */
export function orderResultPage(view: OrderView): string {
  const { order } = view
  const title = order.status === 'completed' ? 'Payment complete' : order.status === 'processing' ? 'Payment received' : order.status === 'failed' ? 'Transfer failed' : order.status === 'cancelled' ? 'Order cancelled' : 'Order expired'
  const text =
    order.status === 'completed'
      ? `${cryptoAmount(order)} was sent to ${order.destination} on ${view.network}.`
      : (STATUS_TEXT[order.status] ?? '')
  const role = order.status === 'completed' || order.status === 'processing' ? 'status' : 'alert'
  const tx = order.txHash ? `<p>Transaction: <code data-testid="pay-tx-hash">${escapeHtml(order.txHash)}</code></p>` : ''
  return payPage(title, `<p role="${role}" data-testid="pay-status" data-status="${order.status}">${escapeHtml(text)}</p>${summary(view)}${tx}<p>You can close this window and go back to the app.</p>`)
}

/** The order page without the browser's secret: another browser, or a forged request. */
export function notYourOrderPage(): string {
  return payPage('This checkout is open elsewhere', `${alertHtml('This order belongs to the browser that started it. Start a new purchase from the app.')}`)
}
