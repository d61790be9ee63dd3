import { TEST_EXCHANGE } from '../exchange/testExchange'
import { cryptoAmount, type OrderView } from './orderPages'
import { alertHtml, escapeHtml, hidden, payPage, summaryList } from './payPage'

const request = (view: OrderView): string =>
  summaryList([
    ['Amount', cryptoAmount(view.order), 'exchange-amount'],
    ['Network', `${view.network} (${view.order.caipNetworkId})`],
    ['To', view.order.destination, 'exchange-recipient'],
  ])

/** The exchange's page for a pay session: the payment asked, and a sign-in that pays it from the account's balance. */
export function exchangePayPage(view: OrderView, login = '', error?: { field: 'login' | 'password' | 'form'; message: string }): string {
  const id = view.order.id
  const bad = (field: string): string => (error?.field === field ? ' aria-invalid="true" aria-describedby="form-error" autofocus' : '')
  return payPage(
    `Pay from ${TEST_EXCHANGE.name}`,
    `${alertHtml(error?.message)}<p>An app asks you to pay:</p>${request(view)}
<form method="post" action="/exchange/${id}/pay">${hidden('secret', view.secret)}
<label for="login">Exchange login</label>
<input id="login" name="login" type="email" autocomplete="username" value="${escapeHtml(login)}" data-testid="exchange-login"${bad('login') || (error ? '' : ' autofocus')}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" data-testid="exchange-password"${bad('password')}>
<p class="hint">Test account: trader@example.com, password gangway.</p>
<div class="actions"><button class="primary" type="submit" data-testid="exchange-pay">Sign in and pay</button></div>
</form>
<div class="actions"><form method="post" action="/exchange/${id}/cancel">${hidden('secret', view.secret)}<button type="submit" data-testid="exchange-cancel">Cancel</button></form></div>`,
  )
}

/** After the session: paid (the transaction and what is left on the account), failed, cancelled or expired. */
export function exchangeResultPage(view: OrderView, balances?: Record<string, string>): string {
  const { order } = view
  const done = order.status === 'completed'
  const title = done ? 'Payment sent' : order.status === 'processing' ? 'Payment on its way' : order.status === 'failed' ? 'Payment failed' : order.status === 'cancelled' ? 'Payment cancelled' : 'Payment expired'
  const text = done
    ? `${cryptoAmount(order)} was sent to ${order.destination} on ${view.network}.`
    : order.status === 'failed'
      ? 'The transfer failed; your exchange balance was not charged.'
      : order.status === 'processing'
        ? 'The transfer was sent; it is not confirmed yet.'
        : 'Nothing was sent.'
  const tx = order.txHash ? `<p>Transaction: <code data-testid="pay-tx-hash">${escapeHtml(order.txHash)}</code></p>` : ''
  const left = balances ? `<h2>Your exchange balances</h2>${summaryList(Object.entries(balances).map(([symbol, amount]) => [symbol, amount]))}` : ''
  return payPage(title, `<p role="${done ? 'status' : 'alert'}" data-testid="pay-status" data-status="${order.status}">${escapeHtml(text)}</p>${request(view)}${tx}${left}<p>You can close this window and go back to the app.</p>`)
}
