import { describe, expect, it } from 'vitest'
import { FAKE_ADDRESS, FakeAdapter } from '../../test-support/fakeAdapter'
import { flush, startKit, useQuietApi } from '../stores/connectionTestKit'
import { createMemoryStorage } from '../storage/storage'

describe('navigation after connection changes: allowUnsupportedChain', () => {
  useQuietApi()

  it('default: a wallet on a chain outside networks shows SwitchNetwork after connect', async () => {
    const { kit, adapter } = startKit()
    adapter.connectWith = () => Promise.resolve({ address: FAKE_ADDRESS, chainId: 1 })
    await kit.open()
    await kit.connection.connect('io.test')
    expect(kit.router.view).toBe('SwitchNetwork')
    expect(kit.modal.isOpen).toBe(true)
  })

  it('allowUnsupportedChain: the modal closes as usual, and the network still shows as unsupported', async () => {
    const { kit, adapter } = startKit(new FakeAdapter(), createMemoryStorage(), { allowUnsupportedChain: true })
    adapter.connectWith = () => Promise.resolve({ address: FAKE_ADDRESS, chainId: 1 })
    await kit.open()
    await kit.connection.connect('io.test')
    expect(kit.modal.isOpen).toBe(false)
    expect(kit.networks.isUnsupported).toBe(true)
    expect(kit.networks.active?.name).toBe('Unknown Network')
  })

  it('allowUnsupportedChain: the wallet moving to a chain outside networks does not open SwitchNetwork', async () => {
    const { kit, adapter } = startKit(new FakeAdapter(), createMemoryStorage(), { allowUnsupportedChain: true })
    await kit.open()
    await kit.connection.connect('io.test')
    expect(kit.modal.isOpen).toBe(false)
    adapter.context!.onChainChanged('io.test', 5)
    await flush(kit)
    expect(kit.networks.isUnsupported).toBe(true)
    expect(kit.modal.isOpen).toBe(false)
  })
})
