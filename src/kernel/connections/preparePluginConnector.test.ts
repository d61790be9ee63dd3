// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EvmAdapter } from '../../adapters/evm/EvmAdapter'
import type { Eip1193Provider, RequestArguments } from '../adapterTypes'
import type { PluginDescriptor } from '../plugins/types'
import type { KitRoot } from '../root'
import { settle, startKit, useQuietApi } from '../stores/connectionTestKit'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The wallet a plugin brings: an EIP-1193 provider answering from its own state, recording every call. */
function pluginWallet() {
  const requests: RequestArguments[] = []
  let granted = false
  const provider: Eip1193Provider = {
    request: async (args: RequestArguments) => {
      requests.push(args)
      if (args.method === 'eth_requestAccounts') granted = true
      if (args.method === 'eth_requestAccounts' || args.method === 'eth_accounts') return granted ? [ADDRESS] : []
      if (args.method === 'eth_chainId') return '0x7a69'
      if (args.method === 'wallet_revokePermissions') return (granted = false)
      throw Object.assign(new Error('Unsupported method'), { code: 4200 })
    },
  }
  return { provider, methods: () => requests.map((request) => request.method) }
}

function walletPlugin(createProvider: () => Eip1193Provider, load = vi.fn()): PluginDescriptor {
  return {
    name: 'paper-wallet',
    flag: 'paperWallet',
    connector: { id: 'paper', name: 'Paper Wallet', imageUrl: 'data:image/svg+xml,<svg/>' },
    load: () => {
      load()
      return Promise.resolve({ createProvider })
    },
  }
}

const kits: KitRoot[] = []
function kitWith(plugin: PluginDescriptor, features: Record<string, boolean> = {}, storage?: Parameters<typeof startKit>[1]) {
  const started = startKit(new EvmAdapter(), storage, { plugins: [plugin], features })
  kits.push(started.kit)
  return started
}

useQuietApi()
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
})

describe("a plugin's connector", () => {
  it('is listed as an external wallet, and its code loads only when the visitor picks it', async () => {
    const load = vi.fn()
    const { kit } = kitWith(walletPlugin(() => pluginWallet().provider, load))
    await vi.waitFor(() => expect(kit.connectors.find('paper')).toMatchObject({ type: 'EXTERNAL', name: 'Paper Wallet', namespace: 'eip155' }))
    await settle()
    expect(load).not.toHaveBeenCalled()
  })

  it('connects through the EVM adapter with the provider the plugin creates, once per kit', async () => {
    const wallet = pluginWallet()
    const createProvider = vi.fn(() => wallet.provider)
    const { kit, names } = kitWith(walletPlugin(createProvider))
    expect(await kit.connection.connect('paper')).toBe(true)
    expect(kit.account.caipAddress).toBe(`eip155:31337:${ADDRESS}`)
    expect(kit.account.connectorId).toBe('paper')
    expect(wallet.methods()).toContain('eth_requestAccounts')
    expect(names()).toContain('CONNECT_SUCCESS')

    await kit.connection.disconnect()
    expect(wallet.methods()).toContain('wallet_revokePermissions')
    expect(await kit.connection.connect('paper')).toBe(true)
    expect(createProvider).toHaveBeenCalledTimes(1)
  })

  it('is restored after a reload: the plugin loads before the adapter asks its wallet', async () => {
    const first = kitWith(walletPlugin(() => pluginWallet().provider))
    await first.kit.connection.connect('paper')
    const wallet = pluginWallet()
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const { kit } = kitWith(walletPlugin(() => wallet.provider), {}, first.storage)
    await vi.waitFor(() => expect(kit.account.caipAddress).toBe(`eip155:31337:${ADDRESS}`))
    expect(wallet.methods()).toContain('eth_accounts')
  })

  it('with its flag off the wallet is not listed, and picking it anyway fails without loading the plugin', async () => {
    const load = vi.fn()
    const { kit } = kitWith(walletPlugin(() => pluginWallet().provider, load), { paperWallet: false })
    await settle()
    expect(kit.connectors.find('paper')).toBeUndefined()
    expect(await kit.connection.connect('paper')).toBe(false)
    expect(load).not.toHaveBeenCalled()
  })

  it('a plugin whose lazy part has no createProvider fails the attempt with a clear error', async () => {
    const plugin: PluginDescriptor = { ...walletPlugin(() => pluginWallet().provider), load: () => Promise.resolve({}) }
    const { kit } = kitWith(plugin)
    expect(await kit.connection.connect('paper')).toBe(false)
    expect(kit.connection.attempt?.detail).toBe("Plugin 'paper-wallet' lacks: createProvider")
  })
})
