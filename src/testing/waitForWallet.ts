/** Waits on the Node-side wallet, which has no page to wait on: polls `read` until it returns a value. */
import { TestWalletError } from './testWalletError'

const POLL_INTERVAL_MS = 25

export async function waitForWallet<T>(read: () => T | undefined, options: { timeout: number; what: string }): Promise<T> {
  const deadline = Date.now() + options.timeout
  for (;;) {
    const value = read()
    if (value !== undefined) return value
    if (Date.now() >= deadline) throw new TestWalletError('TIMEOUT', `Timed out after ${options.timeout} ms waiting for ${options.what}.`)
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS))
  }
}
