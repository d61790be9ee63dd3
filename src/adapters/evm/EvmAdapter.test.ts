// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Eip1193Provider, RequestArguments, SessionProvider } from '../../kernel/adapterTypes'
import { adapterTestContext } from '../../test-support/adapterTestContext'
import { testNetwork } from '../../test-support/testKit'
import { EvmAdapter } from './EvmAdapter'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function wallet(): Eip1193Provider & { methods: string[] } {
  const methods: string[] = []
  return {
    methods,
    request: vi.fn(async ({ method }: RequestArguments) => {
      methods.push(method)
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [ADDRESS]
      if (method === 'eth_chainId') return '0x7a69'
      throw Object.assign(new Error('Unsupported method'), { code: 4200 })
    }),
  }
}

/** A context whose "needed" moment the test chooses. */
function heldContext() {
  let run: (() => void) | undefined
  const { context: ctx, connectors } = adapterTestContext([testNetwork], 'http://127.0.0.1:3002/v1/?chainId=eip155:31337&projectId=p', {
    whenNeeded: (start) => {
      run = start
      return () => (run = undefined)
    },
  })
  return { ctx, connectors, need: () => run?.() }
}

describe('EvmAdapter (its code fetched once the kit needs wallets)', () => {
  const disposers: (() => void)[] = []
  afterEach(() => {
    disposers.splice(0).forEach((dispose) => dispose())
    delete (window as { ethereum?: unknown }).ethereum
  })

  it('lists no wallet until the kit needs them, then discovers the injected one', async () => {
    ;(window as { ethereum?: unknown }).ethereum = wallet()
    const { ctx, connectors, need } = heldContext()
    const adapter = new EvmAdapter()
    disposers.push(adapter.setup(ctx))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(connectors).toEqual([])
    need()
    await vi.waitFor(() => expect(connectors).toEqual([expect.objectContaining({ id: 'injected', type: 'INJECTED', name: 'Browser Wallet' })]))
  })

  it('a restore before that moment fetches the code, discovers and reconnects without a prompt', async () => {
    const injected = wallet()
    ;(window as { ethereum?: unknown }).ethereum = injected
    const { ctx, connectors } = heldContext()
    const adapter = new EvmAdapter()
    disposers.push(adapter.setup(ctx))
    await expect(adapter.reconnect('injected')).resolves.toEqual({ address: ADDRESS, chainId: 31337 })
    expect(injected.methods).toEqual(['eth_accounts', 'eth_chainId'])
    expect(connectors.map((connector) => connector.id)).toEqual(['injected'])
  })

  it('a session provider handed over before the code arrived is the one the next connect asks', async () => {
    const { ctx } = heldContext()
    const adapter = new EvmAdapter()
    disposers.push(adapter.setup(ctx))
    const session = Object.assign(wallet(), { disconnect: vi.fn(async () => {}) }) as SessionProvider & { methods: string[] }
    adapter.attachProvider('walletConnect', session)
    await expect(adapter.connect('walletConnect', testNetwork)).resolves.toEqual({ address: ADDRESS, chainId: 31337 })
    expect(session.methods).toEqual(['eth_requestAccounts', 'eth_chainId'])
    expect(adapter.getProvider('walletConnect')).toBe(session)
  })

  it('disposed before it was needed: nothing is discovered, and one adapter serves one kit', async () => {
    ;(window as { ethereum?: unknown }).ethereum = wallet()
    const { ctx, connectors, need } = heldContext()
    const adapter = new EvmAdapter()
    const dispose = adapter.setup(ctx)
    expect(() => adapter.setup(heldContext().ctx)).toThrow('An EvmAdapter serves one kit')
    dispose()
    need()
    await adapter.ready()
    expect(connectors).toEqual([])
  })
})
