import { describe, expect, it } from 'vitest'
import { twoWalletAdapter, WALLET_ONE, WALLET_TWO } from '../../test-support/twoWalletAdapter'
import { flush, settle, startKit, stored, useQuietApi } from '../stores/connectionTestKit'
import { pickConnector } from '../router/pickWallet'
import type { KitRoot } from '../root'

const ONE = WALLET_ONE
const TWO = WALLET_TWO
const twoWallets = () => twoWalletAdapter()

async function connect(kit: KitRoot, id: string): Promise<void> {
  pickConnector(kit, kit.connectors.find(id)!)
  await flush(kit)
  await settle()
}

describe('multi-wallet (§4 per connection, §6 multiWallet)', () => {
  useQuietApi()

  it('keeps both wallets: the newer one connected, the first listed as active, each with its balance', async () => {
    const { kit, storage } = startKit(twoWallets(), undefined, { features: { multiWallet: true } })
    await kit.open()
    await connect(kit, 'io.one')
    await kit.open({ view: 'ProfileWallets' })
    await connect(kit, 'io.two')
    const multi = await kit.slice('multiWallet')
    const { connections } = multi.lists('eip155')
    expect(connections.map((c) => [c.name, c.status, c.accounts[0]?.address])).toEqual([
      ['Two', 'connected', TWO],
      ['One', 'active', ONE],
    ])
    expect(kit.account.address).toBe(TWO)
    // Added from ProfileWallets: the modal returns there instead of closing.
    expect(kit.modal.isOpen).toBe(true)
    expect(kit.router.view).toBe('ProfileWallets')
    multi.loadBalances('eip155')
    await settle()
    expect(multi.balanceOf(ONE)).toEqual({ status: 'ready', balance: { balance: '1.5', symbol: 'ETH' } })
    expect(multi.balanceOf(TWO)).toEqual({ status: 'ready', balance: { balance: '2.25', symbol: 'ETH' } })
    expect(stored(storage, 'connectedConnectorIds')).toEqual({ eip155: 'io.two' })
  })

  it('switches to a listed wallet without a prompt and stays on ProfileWallets', async () => {
    const { kit, adapter } = startKit(twoWallets(), undefined, { features: { multiWallet: true } })
    await kit.open()
    await connect(kit, 'io.one')
    await connect(kit, 'io.two')
    await kit.open({ view: 'ProfileWallets' })
    const multi = await kit.slice('multiWallet')
    const result = await multi.switchConnection({ connection: { connectorId: 'io.one' } })
    expect(result).toMatchObject({ address: ONE, hasSwitchedWallet: true, reopened: false })
    expect(kit.account).toMatchObject({ address: ONE, connectorId: 'io.one' })
    expect(adapter.calls).toContain('reconnect:io.one')
    expect(adapter.calls.filter((call) => call === 'connect:io.one')).toHaveLength(1)
    expect(kit.router.view).toBe('ProfileWallets')
    expect(multi.lists('eip155').connections.map((c) => [c.connectorId, c.status])).toEqual([
      ['io.one', 'connected'],
      ['io.two', 'active'],
    ])
  })

  it("an unknown connection throws 'Invalid connection status'", async () => {
    const { kit } = startKit(twoWallets(), undefined, { features: { multiWallet: true } })
    const multi = await kit.slice('multiWallet')
    await expect(multi.switchConnection({ connection: { connectorId: 'io.ghost' }, namespace: 'eip155' })).rejects.toThrow('Invalid connection status')
  })

  it('disconnecting the connected wallet hands over to the other; disconnecting one keeps the rest; then all', async () => {
    const { kit, adapter } = startKit(twoWallets(), undefined, { features: { multiWallet: true } })
    await kit.open()
    await connect(kit, 'io.one')
    await connect(kit, 'io.two')
    const multi = await kit.slice('multiWallet')
    await multi.disconnect('eip155', 'io.two')
    expect(kit.account).toMatchObject({ address: ONE, connectorId: 'io.one' })
    expect(adapter.calls).toContain('disconnect:io.two')
    expect(multi.lists('eip155')).toMatchObject({ connections: [{ connectorId: 'io.one', status: 'connected' }], recentConnections: [{ connectorId: 'io.two', status: 'disconnected', accounts: [{ address: TWO }] }] })
    await connect(kit, 'io.two')
    await multi.disconnectAll()
    expect(kit.account.isConnected).toBe(false)
    expect(multi.lists('eip155').connections).toEqual([])
    expect(multi.lists('eip155').recentConnections.map((c) => c.connectorId).sort()).toEqual(['io.one', 'io.two'])
    multi.deleteRecent('eip155', 'io.one')
    expect(multi.lists('eip155').recentConnections.map((c) => c.connectorId)).toEqual(['io.two'])
  })

  it('a remembered wallet reopens its connect flow, then ProfileWallets once it connects', async () => {
    const { kit } = startKit(twoWallets(), undefined, { features: { multiWallet: true } })
    await kit.open()
    await connect(kit, 'io.one')
    await connect(kit, 'io.two')
    const multi = await kit.slice('multiWallet')
    await multi.disconnect('eip155', 'io.one')
    await kit.open({ view: 'ProfileWallets' })
    const result = await multi.switchConnection({ connection: { connectorId: 'io.one' } })
    expect(result.reopened).toBe(true)
    expect(kit.router.view).toBe('ConnectingExternal')
    await flush(kit)
    await settle()
    expect(kit.account.connectorId).toBe('io.one')
    expect(kit.router.view).toBe('ProfileWallets')
  })

  it('a listed wallet that let the site go is only remembered', async () => {
    const { kit, adapter } = startKit(twoWallets(), undefined, { features: { multiWallet: true } })
    await kit.open()
    await connect(kit, 'io.one')
    await connect(kit, 'io.two')
    adapter.context?.onAccountsChanged('io.one', [])
    await settle()
    const multi = await kit.slice('multiWallet')
    expect(multi.lists('eip155').connections.map((c) => c.connectorId)).toEqual(['io.two'])
    expect(kit.account.connectorId).toBe('io.two')
  })

  it('without multi-wallet, a second wallet replaces the first, which is let go', async () => {
    const { kit, adapter } = startKit(twoWallets())
    await kit.open()
    await connect(kit, 'io.one')
    await kit.open({ view: 'Connect' })
    await connect(kit, 'io.two')
    expect(adapter.calls).toContain('disconnect:io.one')
    const multi = await kit.slice('multiWallet')
    expect(multi.lists('eip155').connections.map((c) => c.connectorId)).toEqual(['io.two'])
  })

  it("opening ProfileWallets with the feature off shows the 'Multi-wallet not enabled' info alert instead", async () => {
    const { kit } = startKit(twoWallets())
    await kit.open({ view: 'ProfileWallets' })
    expect(kit.router.view).toBe('Connect')
    expect(kit.alerts.current?.id).toBe('MULTI_WALLET_NOT_ENABLED')
  })
})
