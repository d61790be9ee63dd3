import { vi, type Mock } from 'vitest'
import type { KitRoot } from '../kernel/root'
import type { AuthConnector } from '../kernel/auth/AuthConnector'
import { create as createAuthConnector } from '../kernel/slices/auth'
import type { FrameBridge } from '../kernel/frame/FrameBridge'
import type { FrameReplyPayload, FrameRequestPayload, FrameRequestType } from '../protocol/frameEvents'

/** The login frame's answer to one request type: a reply, or a thrown error (the frame's error reply). */
export type FrameAnswers = {
  [T in FrameRequestType]?: (payload: FrameRequestPayload<T>) => FrameReplyPayload<T> | Promise<FrameReplyPayload<T>>
}

type LooseAnswer = (payload: unknown) => unknown

export interface FakeAuthBridge {
  /** The kit's auth connector (the embedded wallet), with the fake frame. */
  readonly store: AuthConnector
  /** Every request the kit sent: (type, payload). */
  readonly request: Mock<(type: FrameRequestType, payload: unknown) => Promise<unknown>>
  /** Replaces (or adds) the answers to some request types. */
  answer(answers: FrameAnswers): void
}

/**
 * The kit's auth connector with its login frame replaced by a fake that answers each request type from
 * `answers` (asynchronously, like the frame); a type without an answer is rejected.
 */
export function fakeAuthBridge(kit: KitRoot, answers: FrameAnswers = {}): FakeAuthBridge {
  const store = kit.lazy.get<AuthConnector>('auth') ?? kit.lazy.provide('auth', createAuthConnector(kit))
  const table = new Map<FrameRequestType, LooseAnswer>()
  const answer = (more: FrameAnswers) => {
    for (const [type, handler] of Object.entries(more)) table.set(type as FrameRequestType, handler as LooseAnswer)
  }
  answer(answers)
  const request = vi.fn((type: FrameRequestType, payload: unknown): Promise<unknown> => {
    const handler = table.get(type)
    return handler ? Promise.resolve().then(() => handler(payload)) : Promise.reject(new Error(`The fake frame has no answer to ${type}`))
  })
  // bridge() makes the frame on first use (`this.frame ??= …`); MobX makes the method itself non-configurable,
  // so the fake goes in its place before that.
  // reload() is RELOAD then the new page's READY: here, the RELOAD request alone.
  const reload = () => request('RELOAD', {}).then(() => undefined)
  ;(store as unknown as { frame: FrameBridge | undefined }).frame = { request, reload, destroy: () => undefined } as unknown as FrameBridge
  return { store, request, answer }
}

/**
 * Connects the kit by e-mail through a fake frame that answers CONNECT at once (a known device with a live
 * session): the account is then connected through the 'auth' connector with `address`.
 */
export async function connectByEmail(kit: KitRoot, email: string, address: string, answers: FrameAnswers = {}): Promise<FakeAuthBridge> {
  const frame = fakeAuthBridge(kit, {
    CONNECT_EMAIL: () => ({ action: 'CONNECT' }),
    GET_USER: () => ({ address, chainId: 31337, email }),
    ...answers,
  })
  // What the e-mail plugin does: the address goes to the frame (a known device: CONNECT), then the wallet connects.
  const { action } = await frame.store.request('CONNECT_EMAIL', { email })
  if (action === 'CONNECT') await frame.store.connect({ method: 'email', email })
  if (kit.account.connectorId !== 'auth') throw new Error('The fake e-mail login did not connect')
  return frame
}
