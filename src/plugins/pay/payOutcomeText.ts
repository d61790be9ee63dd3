import type { PayErrorCode } from './payErrors'
import type { PayStore } from './PayStore'

/** The line under the summary while the payment is under way. */
export function progressText(store: PayStore): string {
  const network = store.payment?.network.name ?? 'the network'
  switch (store.step) {
    case 'connecting':
      return 'Connect a wallet to pay.'
    case 'switching':
      return `Switch your wallet to ${network}…`
    case 'confirming':
      return 'Confirm the payment in your wallet…'
    case 'mining':
      return `Payment sent. Waiting for it to be confirmed on ${network}…`
    case 'exchange': {
      const id = store.currentPayment?.exchangeId
      const name = store.exchangeList.exchanges.find((exchange) => exchange.id === id)?.name ?? 'the exchange'
      return store.currentPayment?.sessionId ? `Complete the payment in the ${name} window. This view updates when it is paid.` : `Opening ${name}…`
    }
    default:
      return ''
  }
}

/** A failure's headline and weight, by code (never by text): a refusal or a closed window is not an error of the kit. */
export function failureLook(code: PayErrorCode): { readonly headline: string; readonly variant: 'error' | 'warning' } {
  switch (code) {
    case 'USER_REJECTED':
      return { headline: 'Payment rejected', variant: 'warning' }
    case 'EXCHANGE_WINDOW_CLOSED':
    case 'MODAL_CLOSED':
      return { headline: 'Payment not made', variant: 'warning' }
    case 'PAYMENT_TIMEOUT':
      return { headline: 'Payment timed out', variant: 'error' }
    default:
      return { headline: 'Payment failed', variant: 'error' }
  }
}
