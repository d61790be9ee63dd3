import { describe, expect, it } from 'vitest'
import { classifyReceiver } from './receiver'

const ADDRESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

describe('classifyReceiver (§5: EVM address is 40 hex characters, 0x optional)', () => {
  it.each([
    ['', { kind: 'empty' }],
    ['  ', { kind: 'empty' }],
    [ADDRESS, { kind: 'address', address: ADDRESS }],
    [` ${ADDRESS} `, { kind: 'address', address: ADDRESS }],
    [ADDRESS.slice(2), { kind: 'address', address: ADDRESS }],
    ['gangway-dev.eth', { kind: 'name', name: 'gangway-dev.eth' }],
    ['Alice', { kind: 'name', name: 'alice' }],
    ['0x1234', { kind: 'invalid' }],
    [`${ADDRESS}0`, { kind: 'invalid' }],
    ['0xg0F79bf6EB2c4f870365E785982E1f101E93b906', { kind: 'invalid' }],
    ['two words', { kind: 'invalid' }],
    ['bad..name', { kind: 'invalid' }],
    ['name!', { kind: 'invalid' }],
  ])('%j → %j', (text, expected) => {
    expect(classifyReceiver(text)).toEqual(expected)
  })
})
