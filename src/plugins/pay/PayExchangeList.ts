import { makeAutoObservable, observableRef } from 'mobx'
import type { Exchange } from 'gangway/plugin'
import type { CheckedPayment } from './checkPayment'
import type { PayExchangeApi } from './payExchangeApi'
import { asPayError, type PayError } from './payErrors'

/** The exchanges that can pay the current payment (the Pay view's list), read for each payment; a failure is kept to show. */
export class PayExchangeList {
  exchanges: readonly Exchange[] = []
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle'
  error: PayError | undefined = undefined

  constructor(
    private readonly api: PayExchangeApi,
    /** The payment on show: an answer for one no longer shown is dropped. */
    private readonly payment: () => CheckedPayment | undefined,
  ) {
    makeAutoObservable<PayExchangeList, 'api' | 'payment'>(this, { exchanges: observableRef, error: observableRef, api: false, payment: false }, { autoBind: true })
  }

  /** Reads the exchanges that can pay the current payment (again, after a failure). */
  async load(): Promise<void> {
    const payment = this.payment()
    if (!payment) return
    this.status = 'loading'
    this.error = undefined
    try {
      const { exchanges } = await this.api.exchanges({ page: 0, asset: payment.caip19, amount: payment.amount })
      if (payment !== this.payment()) return
      this.set(exchanges, undefined)
    } catch (error) {
      if (payment === this.payment()) this.set([], asPayError(error))
    }
  }

  private set(exchanges: readonly Exchange[], error: PayError | undefined): void {
    this.exchanges = Object.freeze([...exchanges])
    this.error = error
    this.status = error ? 'failed' : 'ready'
  }
}
