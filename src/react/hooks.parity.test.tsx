// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FAKE_ADDRESS } from '../test-support/fakeAdapter'
import { testOptions, appKitOf } from '../test-support/testKit'
import { settle, startKit, useQuietApi } from '../kernel/stores/connectionTestKit'
import { AppKitProvider } from './AppKitProvider'
import { useAppKitBalance, useAppKitNetwork, useAppKitNetworkCore, useAppKitState, useDisconnect, useWalletInfo, type BalanceResult } from './hooks'

function Probe({ onBalance }: { readonly onBalance?: (result: BalanceResult) => void }) {
  const network = useAppKitNetwork()
  const core = useAppKitNetworkCore()
  const state = useAppKitState()
  const { walletInfo } = useWalletInfo('eip155')
  const { fetchBalance } = useAppKitBalance()
  const { disconnect } = useDisconnect()
  return (
    <>
      <output data-testid="network">{`${core.caipNetworkId}|${network.supportsAllNetworks}|${network.approvedCaipNetworkIds?.join(',')}`}</output>
      <output data-testid="state">{`${state.initialized}|${walletInfo?.name ?? '-'}`}</output>
      <button type="button" onClick={() => void fetchBalance().then(onBalance)}>
        balance
      </button>
      <button type="button" onClick={() => void disconnect({ id: 'io.test' })}>
        disconnect
      </button>
    </>
  )
}

describe('React hooks: parity with Reown AppKit', () => {
  useQuietApi()
  afterEach(() => {
    cleanup()
    document.body.innerHTML = ''
  })

  it('network, state, wallet info, balance and disconnect by connector id', async () => {
    const { kit } = startKit()
    const results: BalanceResult[] = []
    render(
      <AppKitProvider appkit={appKitOf(kit)}>
        <Probe onBalance={(result) => results.push(result)} />
      </AppKitProvider>,
    )
    expect(screen.getByTestId('network').textContent).toBe('eip155:31337|true|eip155:31337,eip155:31338')
    await act(async () => screen.getByText('balance').click())
    await vi.waitFor(() => expect(results).toEqual([{ data: undefined, error: 'Not able to retrieve balance', isSuccess: false, isError: true }]))
    await act(async () => {
      await kit.connection.connect('io.test')
      await settle()
    })
    expect(screen.getByTestId('state').textContent).toBe('true|Test Wallet')
    await act(async () => screen.getByText('balance').click())
    await vi.waitFor(() => expect(results[1]).toEqual({ data: { balance: '10000', symbol: 'ETH' }, error: null, isSuccess: true, isError: false }))
    await act(async () => {
      screen.getByText('disconnect').click()
      await settle()
    })
    expect(appKitOf(kit).getIsConnectedState()).toBe(false)
    expect(kit.account.address).not.toBe(FAKE_ADDRESS)
  })

  it("AppKitProvider given createAppKit's options makes one kit and keeps it across renders", () => {
    const options = testOptions()
    const { rerender } = render(
      <AppKitProvider {...options}>
        <Probe />
      </AppKitProvider>,
    )
    rerender(
      <AppKitProvider {...options}>
        <Probe />
      </AppKitProvider>,
    )
    expect(screen.getByTestId('network').textContent).toMatch(/^eip155:31337\|true\|/)
    expect(document.querySelectorAll('gangway-modal')).toHaveLength(1)
  })
})
