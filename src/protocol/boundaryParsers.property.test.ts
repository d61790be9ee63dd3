/**
 * Property tests (fast-check) for the parsers at the kit's trust boundaries: whatever arrives (a message
 * from any window, an API or chain-data answer), the parser never throws and never lets through what its
 * schema refuses; what a well-behaved peer sends comes out as it went in.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { APPROVAL_EVENT_PREFIX, parseApprovalFrameMessage, parseApprovalRequest } from './approvalEvents'
import { parseRows, transactionSchema, walletAssetSchema } from './chainData'
import { APP_EVENT_PREFIX, FRAME_REQUESTS, frameReply, parseAppMessage, parseFrameMessage, type FrameRequestType } from './frameEvents'
import { isOriginAllowed } from './isOriginAllowed'
import { parseSocialPopupMessage } from './socialMessages'
import { APPROVAL_METHODS, UNSAFE_WALLET_METHODS } from './walletMethods'

/** The runs per property: enough to find a crash in a parser, quick on a busy two-core machine. */
export const RUNS = 2_000
const REQUEST_TYPES = Object.keys(FRAME_REQUESTS) as FrameRequestType[]

/** Anything a page can post: primitives, objects, arrays, and objects dressed as our messages with random fields. */
const anyMessage = fc.oneof(
  fc.anything(),
  fc.record({ type: fc.oneof(fc.constantFrom(...REQUEST_TYPES.map((type) => `${APP_EVENT_PREFIX}${type}`)), fc.string()), id: fc.anything(), payload: fc.anything() }, { requiredKeys: [] }),
  fc.record({ type: fc.constantFrom(`${APPROVAL_EVENT_PREFIX}READY`, `${APPROVAL_EVENT_PREFIX}SIZE`, `${APPROVAL_EVENT_PREFIX}RESULT`, `${APPROVAL_EVENT_PREFIX}REQUEST`), id: fc.anything(), height: fc.anything(), outcome: fc.anything(), payload: fc.anything() }, { requiredKeys: ['type'] }),
)

describe('trust-boundary parsers never throw and never pass what their schema refuses', () => {
  it('login frame, app → frame: parseAppMessage', () => {
    fc.assert(
      fc.property(anyMessage, (data) => {
        const message = parseAppMessage(data)
        if (message === undefined) return
        const type = message.type.slice(APP_EVENT_PREFIX.length) as FrameRequestType
        expect(REQUEST_TYPES).toContain(type)
        expect(FRAME_REQUESTS[type].request.safeParse(message.payload).success).toBe(true)
      }),
      { numRuns: RUNS },
    )
  })

  it('login frame, frame → app: parseFrameMessage; a reply the frame makes reads back as sent', () => {
    fc.assert(fc.property(anyMessage, (data) => void parseFrameMessage(data)), { numRuns: RUNS })
    fc.assert(
      fc.property(fc.constantFrom(...REQUEST_TYPES), fc.uuid(), fc.string({ maxLength: 200 }), (type, id, message) => {
        expect(parseFrameMessage(frameReply(type, id, { ok: false, message }))).toEqual({ kind: 'error', request: type, id, message, code: undefined })
      }),
      { numRuns: RUNS },
    )
  })

  it('approval frame: parseApprovalRequest and parseApprovalFrameMessage; a valid request reads back as sent', () => {
    fc.assert(
      fc.property(anyMessage, (data) => {
        const request = parseApprovalRequest(data)
        if (request) expect((APPROVAL_METHODS as readonly string[]).includes(request.payload.method)).toBe(true)
        const message = parseApprovalFrameMessage(data)
        if (message?.type === `${APPROVAL_EVENT_PREFIX}RESULT` && message.outcome.status === 'failed') expect(typeof message.outcome.message).toBe('string')
      }),
      { numRuns: RUNS },
    )
    const validRequest = fc.record({
      type: fc.constant(`${APPROVAL_EVENT_PREFIX}REQUEST` as const),
      id: fc.uuid(),
      payload: fc.record({
        method: fc.constantFrom(...UNSAFE_WALLET_METHODS),
        params: fc.array(fc.jsonValue(), { maxLength: 3 }),
        chainId: fc.integer({ min: 1, max: 2 ** 31 }),
        theme: fc.record({ mode: fc.constantFrom('dark' as const, 'light' as const) }),
      }),
    })
    fc.assert(fc.property(validRequest, (request) => void expect(parseApprovalRequest(request)).toEqual(request)), { numRuns: RUNS })
  })

  it('social popup results: parseSocialPopupMessage', () => {
    fc.assert(fc.property(anyMessage, (data) => void parseSocialPopupMessage(data)), { numRuns: RUNS })
  })

  it('allowed origins: isOriginAllowed on any text; a listed origin is allowed, one with another port is not', () => {
    fc.assert(fc.property(fc.string(), fc.array(fc.string(), { maxLength: 5 }), (origin, allowed) => void isOriginAllowed(origin, allowed)), { numRuns: RUNS })
    fc.assert(
      fc.property(fc.webUrl(), fc.integer({ min: 1, max: 65_535 }), (url, port) => {
        const origin = new URL(url).origin
        expect(isOriginAllowed(origin, [origin])).toBe(true)
        const other = new URL(url)
        other.port = String(port)
        if (other.origin !== origin) expect(isOriginAllowed(other.origin, [origin])).toBe(false)
      }),
      { numRuns: RUNS },
    )
  })

  it('chain-data answers: parseRows keeps only rows that pass their schema (balances, history)', () => {
    const quiet = console.warn
    console.warn = () => undefined
    try {
      fc.assert(
        fc.property(fc.array(fc.oneof(fc.anything(), fc.jsonValue()), { maxLength: 8 }), (rows) => {
          for (const row of parseRows(rows, walletAssetSchema, 'balance')) expect(z.safeParse(walletAssetSchema, row).success).toBe(true)
          for (const row of parseRows(rows, transactionSchema, 'transaction')) expect(z.safeParse(transactionSchema, row).success).toBe(true)
        }),
        { numRuns: RUNS },
      )
    } finally {
      console.warn = quiet
    }
  })
})
