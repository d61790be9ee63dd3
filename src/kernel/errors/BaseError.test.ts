import { describe, expect, it } from 'vitest'
import { alertFor } from './alertFor'
import { BaseError } from './BaseError'
import { codeOf, findCode } from './errorChain'
import { messageOf } from './messageOf'
import { ConnectionError } from './connection'
import { FrameError } from './frame'
import { HttpError } from './http'
import { OriginsError } from './origins'
import { ProviderRpcError } from './provider'

describe('BaseError', () => {
  it('keeps the text word for word as message and shortMessage, fills its {placeholders}, and keeps details apart', () => {
    const error = new ConnectionError('NO_CONNECTOR_FOUND', { values: { id: 'io.metamask' }, details: 'gone since the last visit' })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.message).toBe('No connector found for connection: io.metamask')
    expect(error.shortMessage).toBe(error.message)
    expect(error.details).toBe('gone since the last visit')
    expect(error.code).toBe('NO_CONNECTOR_FOUND')
    expect(error.name).toBe('ConnectionError')
  })

  it('walk() gives the innermost cause, or the first that matches', () => {
    const wallet = Object.assign(new Error('User rejected.'), { code: 4001 })
    const outer = new ConnectionError('FAILED_TO_SWITCH_CHAIN', { cause: new ConnectionError('WALLET_TIMEOUT', { cause: wallet }) })
    expect(outer.walk()).toBe(wallet)
    expect(outer.walk((error) => codeOf(error) === 'WALLET_TIMEOUT')).toMatchObject({ code: 'WALLET_TIMEOUT' })
    expect(outer.walk((error) => codeOf(error) === 'NOPE')).toBeUndefined()
    expect(new ConnectionError('MODAL_CLOSED').walk()).toMatchObject({ code: 'MODAL_CLOSED' })
  })

  it('findCode looks along the causes; codeOf reads kit and wallet codes alike; messageOf prefers the short message', () => {
    const wrapped = new Error('outer', { cause: new FrameError('LOAD_TIMEOUT') })
    expect(findCode(wrapped, (code): code is string => code === 'LOAD_TIMEOUT')).toBe('LOAD_TIMEOUT')
    expect(codeOf(new ProviderRpcError(4001))).toBe(4001)
    expect(codeOf('text')).toBeUndefined()
    expect(messageOf(new ProviderRpcError(4001))).toBe('User rejected the request.')
    expect(messageOf({ message: 'plain' })).toBe('plain')
  })
})

describe('alertFor', () => {
  it('raises the §8 alert of a code anywhere along the causes, never from message text', () => {
    const response = new Response(null, { status: 429 })
    expect(alertFor(new OriginsError('RATE_LIMITED', new HttpError(response)))).toBe('RATE_LIMITED')
    expect(alertFor(new ConnectionError('FAILED_TO_INITIATE_SOCIAL', { cause: new FrameError('ORIGIN_NOT_ALLOWED') }))).toBe('ORIGIN_NOT_ALLOWED')
    expect(alertFor(new Error('Unauthorized: origin not allowed'))).toBeUndefined()
    expect(alertFor(new ConnectionError('POPUP_CLOSED'))).toBeUndefined()
  })
})
