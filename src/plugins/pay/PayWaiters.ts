import type { PayResult } from './payTypes'

/** pay()'s callers, waiting for the payment's outcome; the latest call's timeout runs until the outcome or a stop. */
export class PayWaiters {
  private resolvers: ((result: PayResult) => void)[] = []
  private timer: ReturnType<typeof setTimeout> | undefined = undefined

  get waiting(): boolean {
    return this.resolvers.length > 0
  }

  /** Resolves with the outcome; `timedOut` runs when none came within `timeoutMs` (it replaces an earlier timeout). */
  wait(timeoutMs: number, timedOut: () => void): Promise<PayResult> {
    return new Promise((resolve) => {
      this.resolvers.push(resolve)
      clearTimeout(this.timer)
      this.timer = setTimeout(timedOut, timeoutMs)
    })
  }

  stopTimer(): void {
    clearTimeout(this.timer)
    this.timer = undefined
  }

  /** Every caller waiting gets the outcome. */
  settle(result: PayResult): void {
    for (const resolve of this.resolvers.splice(0)) resolve(result)
  }
}
