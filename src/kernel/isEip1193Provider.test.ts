import { describe, expect, it } from 'vitest'
import { isEip1193Provider } from './isEip1193Provider'

describe('isEip1193Provider', () => {
  it('takes an object with a request function, and nothing else', () => {
    expect(isEip1193Provider({ request: () => Promise.resolve(null) })).toBe(true)
    for (const value of [undefined, null, 0, 'request', {}, { request: 'no' }, { signMessage: () => undefined }]) expect(isEip1193Provider(value)).toBe(false)
  })
})
