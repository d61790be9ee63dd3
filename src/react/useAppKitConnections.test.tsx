// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { twoWalletAdapter, WALLET_ONE, WALLET_TWO } from '../test-support/twoWalletAdapter'
import { appKitOf } from '../test-support/testKit'
import { settle, startKit, useQuietApi } from '../kernel/stores/connectionTestKit'
import { AppKitProvider } from './AppKitProvider'
import { useAppKitProvider } from './hooks'
import { useAppKitConnection, useAppKitConnections, type ConnectionChangeResult } from './useAppKitConnections'

const ONE = WALLET_ONE
const TWO = WALLET_TWO

function twoWallets() {
  const adapter = twoWalletAdapter()
  const providers = { 'io.one': { request: () => Promise.resolve([ONE]) }, 'io.two': { request: () => Promise.resolve([TWO]) } }
  adapter.getProvider = (id?: string) => (id === 'io.one' || id === 'io.two' ? providers[id] : undefined)
  return { adapter }
}

function Probe({ onSuccess }: { onSuccess(result: ConnectionChangeResult): void }) {
  const { connections, recentConnections } = useAppKitConnections()
  const { connection, switchConnection } = useAppKitConnection({ onSuccess })
  const { walletProvider } = useAppKitProvider<{ request(): Promise<string[]> }>('eip155')
  return (
    <>
      <output data-testid="list">{connections.map((c) => `${c.name}:${c.status}`).join(',') + `|${recentConnections.length}`}</output>
      <output data-testid="active">{connection?.connectorId ?? '-'}</output>
      <button type="button" data-testid="provider" onClick={() => void walletProvider?.request().then((accounts) => (document.title = accounts[0] ?? ''))}>
        provider
      </button>
      <button type="button" onClick={() => void switchConnection({ connection: { connectorId: 'io.one' } })}>
        switch
      </button>
    </>
  )
}

describe('useAppKitConnections / useAppKitConnection', () => {
  useQuietApi()
  afterEach(() => {
    cleanup()
    document.body.innerHTML = ''
  })

  it('list both wallets; switching reports the change and the dApp provider follows', async () => {
    const { adapter } = twoWallets()
    const { kit } = startKit(adapter, undefined, { features: { multiWallet: true } })
    const results: ConnectionChangeResult[] = []
    render(
      <AppKitProvider appkit={appKitOf(kit)}>
        <Probe onSuccess={(result) => results.push(result)} />
      </AppKitProvider>,
    )
    await act(async () => {
      await kit.connection.connect('io.one')
      await kit.connection.connect('io.two')
      await settle()
    })
    await vi.waitFor(() => expect(screen.getByTestId('list').textContent).toBe('Two:connected,One:active|0'))
    expect(screen.getByTestId('active').textContent).toBe('io.two')
    await act(async () => screen.getByTestId('provider').click())
    await vi.waitFor(() => expect(document.title).toBe(TWO))

    await act(async () => screen.getByText('switch').click())
    await vi.waitFor(() => expect(results).toEqual([{ address: ONE, namespace: 'eip155', hasSwitchedAccount: false, hasSwitchedWallet: true, hasDeletedWallet: false }]))
    expect(screen.getByTestId('list').textContent).toBe('One:connected,Two:active|0')
    await act(async () => screen.getByTestId('provider').click())
    await vi.waitFor(() => expect(document.title).toBe(ONE))
  })

  it("with multi-wallet off: empty lists and the hook's 'Multi-wallet not enabled' info alert", async () => {
    const { adapter } = twoWallets()
    const { kit } = startKit(adapter)
    render(
      <AppKitProvider appkit={appKitOf(kit)}>
        <Probe onSuccess={() => undefined} />
      </AppKitProvider>,
    )
    await act(async () => {
      await kit.connection.connect('io.one')
      await settle()
    })
    expect(screen.getByTestId('list').textContent).toBe('|0')
    expect(screen.getByTestId('active').textContent).toBe('-')
    expect(kit.alerts.current?.id).toMatch(/^MULTI_WALLET_NOT_ENABLED_CONNECTIONS?$/)
  })
})
