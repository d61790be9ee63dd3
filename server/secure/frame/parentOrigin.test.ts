import { describe, expect, it } from 'vitest'
import { createFrameStorage } from './frameStorage'
import { chainNumber, chainRef, initialChainId, parseFrameChains } from './frameSession'
import { findParentOrigin, type FramedWindow } from './parentOrigin'

const framed = (ancestors: string[] | undefined, referrer = ''): FramedWindow => ({
  parent: {},
  location: ancestors === undefined ? {} : { ancestorOrigins: Object.assign([...ancestors], { length: ancestors.length }) },
  document: { referrer },
})

describe('findParentOrigin', () => {
  it('takes location.ancestorOrigins[0], else the referrer’s origin', () => {
    expect(findParentOrigin(framed(['http://127.0.0.1:3000', 'https://top.example']))).toBe('http://127.0.0.1:3000')
    expect(findParentOrigin(framed(undefined, 'http://localhost:5173/some/page?x=1'))).toBe('http://localhost:5173')
    expect(findParentOrigin(framed([], 'https://app.example.com/'))).toBe('https://app.example.com')
  })

  it('is undefined when not framed, or when the parent is opaque or unknown', () => {
    const top: { parent?: unknown; location: object; document: { referrer: string } } = { location: {}, document: { referrer: '' } }
    top.parent = top
    expect(findParentOrigin(top as FramedWindow)).toBeUndefined()
    expect(findParentOrigin(framed(['null']))).toBeUndefined()
    expect(findParentOrigin(framed(undefined, ''))).toBeUndefined()
  })
})

describe('frame storage and chain ids', () => {
  it('keeps a device id per browser, a token per project, and falls back to memory when storage throws', () => {
    const blocked = { getItem: () => { throw new Error('denied') }, setItem: () => { throw new Error('denied') }, removeItem: () => { throw new Error('denied') } } as unknown as Storage
    const storage = createFrameStorage('p', blocked, () => 'device-12345678')
    expect(storage.deviceId).toBe('device-12345678')
    storage.setToken('t'.repeat(43))
    expect(storage.token()).toBe('t'.repeat(43))
    storage.setToken(undefined)
    expect(storage.token()).toBeUndefined()
  })

  it('reads chain ids as the kit sends them and starts on a known chain', () => {
    expect([31337, '31337', '0x7a69', 'eip155:31337'].map(chainNumber)).toEqual([31337, 31337, 31337, 31337])
    expect([0, -1, 'x', 'eip155:', null].map(chainNumber)).toEqual([undefined, undefined, undefined, undefined, undefined])
    expect(initialChainId([31337, 31338], 'eip155:31338', undefined)).toBe(31338)
    expect(initialChainId([31337, 31338], 'eip155:1', '31338')).toBe(31338)
    expect(initialChainId([31337, 31338], '1', undefined)).toBe(31337)
    // A Solana cluster the site knows: its CAIP-2 id, from the URL or the last one used.
    const solana = 'solana:5fp3J9jKX6jt6hUcoPTeiKfVdGsGBdvq'
    expect(parseFrameChains(`31337,31338,${solana},solana:bad0,`)).toEqual([31337, 31338, solana])
    expect([chainRef(solana), chainRef('solana:'), chainRef('solana:0OIl')]).toEqual([solana, undefined, undefined])
    expect(initialChainId([31337, solana], solana, undefined)).toBe(solana)
    expect(initialChainId([31337, solana], 'eip155:1', solana)).toBe(solana)
  })
})
