// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { FakeAdapter, FakeSolanaAdapter } from '../../test-support/fakeAdapter'
import { kitsPerTest } from '../../test-support/kitsPerTest'
import { renderWithKit, testNetwork, testOptions } from '../../test-support/testKit'
import { solanaLocal } from '../../networks/solanaNetworks'
import { activity } from '../../plugins/activity'
import { send } from '../../plugins/send'
import { swaps } from '../../plugins/swaps'
import AccountView from './AccountView'

const startKit = kitsPerTest()

async function connectedIn(namespace: 'eip155' | 'solana') {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const kit = startKit(testOptions({ adapters: [new FakeAdapter(), new FakeSolanaAdapter()], networks: [testNetwork, solanaLocal], plugins: [send(), swaps(), activity()] }))
  kit.startAdapters()
  if (namespace === 'solana') kit.networks.setActive(solanaLocal)
  await kit.connection.connect(namespace === 'solana' ? 'Test Solana Wallet' : 'io.test')
  return kit
}

describe('Account view by namespace (§9: swaps, activity and NFTs are EVM only)', () => {
  it('a Solana account has Send but no Swap; its Activity and NFTs tabs say they are not available on this network', async () => {
    const kit = await connectedIn('solana')
    renderWithKit(kit, <AccountView />)
    expect(screen.getByTestId('gw-account-feature-send')).toBeTruthy()
    expect(screen.queryByTestId('gw-account-feature-swaps')).toBeNull()
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    expect(screen.getByTestId('gw-tab-not-available').textContent).toBe(`Activity: not available on ${solanaLocal.name}.`)
    fireEvent.click(screen.getByRole('tab', { name: 'NFTs' }))
    expect(screen.getByTestId('gw-tab-not-available').textContent).toBe(`NFTs: not available on ${solanaLocal.name}.`)
  })

  it('an EVM account keeps Swap and its Activity tab', async () => {
    const kit = await connectedIn('eip155')
    renderWithKit(kit, <AccountView />)
    expect(screen.getByTestId('gw-account-feature-swaps')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    expect(screen.queryByTestId('gw-tab-not-available')).toBeNull()
  })
})
