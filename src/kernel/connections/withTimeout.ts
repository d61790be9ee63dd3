import { TimeoutError } from '../errors/timeout'
import { type BaseError } from '../errors/BaseError'

/** Settles like `promise`, or rejects with a TimeoutError about `what()` after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: () => BaseError): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(what())), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
