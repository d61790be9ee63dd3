import { describe, expect, it } from 'vitest'
import { HttpError } from '../../errors/http'
import { ResponseShapeError } from '../../errors/responseShape'
import { isAbortError, serviceFailureOf } from './serviceFailureOf'

describe('serviceFailureOf', () => {
  it('reads a refusal’s status and JSON body, and leaves the response readable', async () => {
    const response = new Response(JSON.stringify({ code: 'NO_PRICE', message: 'No price' }), { status: 400 })
    const failure = await serviceFailureOf(new HttpError(response))
    expect(failure).toEqual({ kind: 'refused', status: 400, body: { code: 'NO_PRICE', message: 'No price' } })
    expect(await response.json()).toEqual({ code: 'NO_PRICE', message: 'No price' })
  })

  it('a refusal without JSON has no body', async () => {
    expect(await serviceFailureOf(new HttpError(new Response('<html>', { status: 502 })))).toEqual({ kind: 'refused', status: 502, body: undefined })
  })

  it('names an abort, a timeout, an unreadable answer and anything else as out of reach', async () => {
    const abort = new DOMException('aborted', 'AbortError')
    expect(isAbortError(abort)).toBe(true)
    expect(await serviceFailureOf(abort)).toEqual({ kind: 'aborted' })
    expect(await serviceFailureOf(new DOMException('slow', 'TimeoutError'))).toEqual({ kind: 'timeout' })
    expect(await serviceFailureOf(new ResponseShapeError('/v1/x', 'bad'))).toEqual({ kind: 'unreadable' })
    expect(await serviceFailureOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'unreachable' })
  })
})
