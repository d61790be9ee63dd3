/** Property tests (fast-check): createAppKit's options, whatever a host passes, give a kit's options or an OptionsError. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { OptionsError } from '../errors/options'
import { testNetwork } from '../../test-support/testKit'
import { parseOptions } from './parseOptions'

describe('parseOptions: anything in, resolved options or an OptionsError out', () => {
  it('random values, and valid options with one field replaced by a random value', () => {
    const valid = { projectId: 'gangway-test', networks: [testNetwork] }
    const input = fc.oneof(
      fc.anything(),
      fc.record({ key: fc.constantFrom('projectId', 'networks', 'features', 'themeMode', 'themeVariables', 'metadata', 'featuredWalletIds', 'defaultNetwork', 'enableReconnect', 'storage', 'endpoints', 'testing', 'debug', 'plugins'), value: fc.anything() }).map(({ key, value }) => ({ ...valid, [key]: value })),
    )
    fc.assert(
      fc.property(input, (options) => {
        try {
          parseOptions(options)
        } catch (error) {
          expect(error).toBeInstanceOf(OptionsError)
        }
      }),
      { numRuns: 2_000 },
    )
  })
})
