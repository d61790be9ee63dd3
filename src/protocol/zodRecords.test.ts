import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { namespaceRecord, stringRecord } from './zodRecords'

/** Success, data, and the first issue's path and code: what the kit reads from a parse. */
const outcome = (schema: z.ZodMiniType, input: unknown) => {
  const result = z.safeParse(schema, input)
  return result.success ? { data: result.data as unknown } : { path: result.error.issues[0]?.path, code: result.error.issues[0]?.code }
}

describe('stringRecord parses JSON data as z.record(z.string(), value) does', () => {
  const value = z.object({ address: z.string() })
  it.each([
    {},
    { a: { address: '0x1' }, b: { address: '0x2', extra: true } },
    { a: { address: 1 } },
    { a: null },
    JSON.parse('{"__proto__": {"address": "x"}, "b": {"address": "y"}}') as unknown,
    [],
    null,
    'text',
    42,
  ])('%j', (input) => {
    expect(outcome(stringRecord(value), input)).toEqual(outcome(z.record(z.string(), value), input))
  })
})

describe('namespaceRecord parses as z.partialRecord(namespace, value) does', () => {
  const namespace = z.enum(['eip155', 'solana', 'polkadot', 'bip122'])
  const value = z.enum(['eoa', 'smartAccount'])
  it.each([
    {},
    { eip155: 'eoa' },
    { eip155: 'eoa', solana: 'smartAccount', polkadot: 'eoa', bip122: 'eoa' },
    { eip155: 'magic' },
    { eip155: undefined },
    { cosmos: 'eoa' },
    { eip155: 'eoa', cosmos: 'eoa', near: 'x' },
    [],
    null,
    'eip155',
  ])('%j', (input) => {
    expect(outcome(namespaceRecord(value), input)).toEqual(outcome(z.partialRecord(namespace, value), input))
  })

  it("says 'expected record' for anything but an object, and names unknown keys", () => {
    for (const input of [[], 'x', null]) {
      expect(z.safeParse(namespaceRecord(value), input).error?.issues[0]?.message).toBe('expected record')
    }
    const issue = z.safeParse(namespaceRecord(value), { near: 'eoa' }).error?.issues[0]
    expect(issue).toMatchObject({ code: 'unrecognized_keys', keys: ['near'] })
  })

  it('reads an object that is not plain by its own keys (zod refuses it)', () => {
    expect(z.safeParse(namespaceRecord(value), new Map([['eip155', 'eoa']])).data).toEqual({})
  })
})
