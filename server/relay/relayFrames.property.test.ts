/** Property tests (fast-check): the relay classifies any text a socket sends, and never throws on it. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { JSON_RPC_ERRORS, METHOD_PARAMS, parseFrame, RELAY_METHODS } from './relayFrames'

const RUNS = 2_000
const CODES = Object.values(JSON_RPC_ERRORS)

describe('relay frames: any text is classified, never thrown on', () => {
  it('parseFrame: random text and random JSON are a request, a response, or invalid with a JSON-RPC error code', () => {
    const frame = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.record({ jsonrpc: fc.constantFrom('2.0', '1.0', 2), id: fc.oneof(fc.string(), fc.integer(), fc.anything()), method: fc.oneof(fc.constantFrom(...RELAY_METHODS), fc.string()), params: fc.anything() }, { requiredKeys: [] }).map((value) => {
        try {
          return JSON.stringify(value) ?? 'null'
        } catch {
          return 'null'
        }
      }),
    )
    fc.assert(
      fc.property(frame, (text) => {
        const parsed = parseFrame(text)
        if (parsed.kind === 'invalid') expect(CODES).toContain(parsed.error.code)
      }),
      { numRuns: RUNS },
    )
  })

  it("each method's params: any value is accepted or refused by its schema, never thrown on; a control character in a message is refused", () => {
    fc.assert(
      fc.property(fc.constantFrom(...RELAY_METHODS), fc.anything(), (method, params) => void METHOD_PARAMS[method].safeParse(params)),
      { numRuns: RUNS },
    )
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.integer({ min: 0, max: 31 }), (text, code) => {
        const message = `${text}${String.fromCharCode(code)}`
        expect(METHOD_PARAMS.irn_publish.safeParse({ topic: 'a'.repeat(64), message, ttl: 300 }).success).toBe(false)
      }),
      { numRuns: RUNS },
    )
  })
})
