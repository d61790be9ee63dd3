import { describe, expect, it } from 'vitest'
import { farcasterSetup, type FarcasterSetupOptions } from './farcasterSetup'

const LOCAL = { siteUrl: 'http://127.0.0.1:3003', identityProviderUrl: 'http://127.0.0.1:3005/' }

describe('Farcaster setup: which relay, who owns a fid, and warnings', () => {
  const setup = (options: Omit<FarcasterSetupOptions, 'log'>) => {
    const lines: string[] = []
    return { ...farcasterSetup({ ...options, log: (line) => lines.push(line) }), lines }
  }

  it('the local stand-in: its test accounts own their fids', async () => {
    for (const options of [LOCAL, { ...LOCAL, relayUrl: 'http://127.0.0.1:3005/farcaster/' }, { ...LOCAL, env: { FARCASTER_RELAY_URL: 'http://127.0.0.1:3005/farcaster' } }]) {
      const { registry, lines } = setup(options)
      expect(await registry?.custodyOwnsFid('0xd1e4c8A8365b3076dba2c7C8b8271671ff40764E', 1001)).toBe(true)
      expect(lines).toEqual([])
    }
  })

  it('another relay: no registry unless FARCASTER_ID_REGISTRY_RPC is set, and a warning', () => {
    const foreign = setup({ ...LOCAL, env: { FARCASTER_RELAY_URL: 'https://relay.example' } })
    expect(foreign.registry).toBeNull()
    expect(foreign.lines).toEqual(['secure site: warning: Farcaster relay https://relay.example is not the local stand-in and FARCASTER_ID_REGISTRY_RPC is not set: Farcaster sign-ins are refused'])
    const onChain = setup({ ...LOCAL, env: { FARCASTER_RELAY_URL: 'https://relay.example', FARCASTER_ID_REGISTRY_RPC: 'https://op.example/rpc' } })
    expect(onChain.registry?.verifyMessage).toBeTypeOf('function')
    expect(onChain.lines).toEqual([])
  })

  it('the stand-in behind a public site URL: a warning', () => {
    expect(setup({ ...LOCAL, siteUrl: 'https://secure.example.com' }).lines).toEqual([
      "secure site: warning: Farcaster sign-ins use the local relay stand-in (test accounts) while the site's public URL https://secure.example.com is not a loopback address: set FARCASTER_RELAY_URL and FARCASTER_ID_REGISTRY_RPC",
    ])
  })
})
