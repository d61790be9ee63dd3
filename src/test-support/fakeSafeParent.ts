import { vi } from 'vitest'
import type { SafeRequest } from '../adapters/evm/safe/safeMessages'

export const SAFE_ADDRESS = '0x70997970C51812dc3A010C7d01b50e20d17dc79C'
export const SAFE_ORIGIN = 'https://safe.example'
export const SAFE_TX_HASH = `0x${'ab'.repeat(32)}`

type Answer = { readonly data: unknown } | { readonly error: string } | 'silent'

/**
 * A framed page (`child`) whose parent answers the Safe Apps protocol from `answers`, by method, the way
 * Safe{Wallet} does: a message event on the child window, from the parent, with the request's id.
 */
export function fakeSafeFrame(answers: Partial<Record<string, (params: unknown) => Answer>> = {}) {
  const child = new EventTarget() as EventTarget & { parent: unknown; setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout }
  const posts: { message: SafeRequest; targetOrigin: string }[] = []
  const reply = (data: unknown, options: { source?: unknown; origin?: string } = {}) =>
    child.dispatchEvent(Object.assign(new Event('message'), { data, source: options.source ?? parent, origin: options.origin ?? SAFE_ORIGIN }))
  const parent = {
    postMessage: vi.fn((message: SafeRequest, targetOrigin: string) => {
      posts.push({ message, targetOrigin })
      const answer = answers[message.method]?.(message.params) ?? 'silent'
      if (answer === 'silent') return
      const body = 'data' in answer ? { success: true, data: answer.data } : { success: false, error: answer.error }
      queueMicrotask(() => reply({ id: message.id, version: '9.1.0', ...body }))
    }),
  }
  child.parent = parent
  child.setTimeout = ((handler: () => void, ms: number) => setTimeout(handler, ms)) as typeof setTimeout
  child.clearTimeout = ((id: ReturnType<typeof setTimeout>) => clearTimeout(id)) as typeof clearTimeout
  return { window: child as unknown as Window, parent, posts, reply }
}

export const safeInfoAnswer = (chainId = 31337) => () => ({ data: { safeAddress: SAFE_ADDRESS, chainId, threshold: 1, owners: [SAFE_ADDRESS], isReadOnly: false } })
