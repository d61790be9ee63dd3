// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { KitRoot } from '../kernel/root'
import { FAKE_ADDRESS } from '../test-support/fakeAdapter'
import { appKitOf } from '../test-support/testKit'
import { startKit, useQuietApi } from '../kernel/stores/connectionTestKit'
import { AppKitProvider } from './AppKitProvider'
import { useAppKitWallets } from './useAppKitWallets'

/** A custom connect UI on the headless hook: one button per wallet, and what the hook says. */
function CustomConnect({ onError }: { readonly onError?: (error: unknown) => void }) {
  const { wallets, isInitialized, connectingWallet, connect } = useAppKitWallets()
  return (
    <>
      <output data-testid="state">{`${isInitialized}|${connectingWallet?.name ?? '-'}`}</output>
      <ul>
        {wallets.map((wallet) => (
          <li key={wallet.id}>
            <button type="button" data-injected={wallet.isInjected} onClick={() => void connect(wallet).catch(onError)}>
              {wallet.name}
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}

const kits: KitRoot[] = []
function renderCustomConnect(onError?: (error: unknown) => void) {
  const started = startKit()
  kits.push(started.kit)
  render(
    <AppKitProvider appkit={appKitOf(started.kit)}>
      <CustomConnect {...(onError ? { onError } : {})} />
    </AppKitProvider>,
  )
  return started
}

describe('useAppKitWallets (headless)', () => {
  useQuietApi()
  afterEach(() => {
    cleanup()
    for (const kit of kits.splice(0)) kit.destroy()
  })

  it('lists an injected wallet, and connect() connects it without opening the modal', async () => {
    const { kit, adapter } = renderCustomConnect()
    const button = await screen.findByRole('button', { name: 'Test Wallet' }, { timeout: 5000 })
    expect(button.dataset.injected).toBe('true')
    await vi.waitFor(() => expect(screen.getByTestId('state').textContent).toBe('true|-'))
    let answer: (value: { address: string; chainId: number }) => void = () => undefined
    adapter.connectWith = () => new Promise((resolve) => (answer = resolve))
    fireEvent.click(button)
    await vi.waitFor(() => expect(screen.getByTestId('state').textContent).toBe('true|Test Wallet'))
    await vi.waitFor(() => expect(adapter.calls).toContain('connect:io.test'))
    answer({ address: FAKE_ADDRESS, chainId: 31337 })
    await vi.waitFor(() => expect(kit.account.isConnected).toBe(true))
    expect(kit.account.connectorId).toBe('io.test')
    expect(kit.modal.isOpen).toBe(false)
    await vi.waitFor(() => expect(screen.getByTestId('state').textContent).toBe('true|-'))
  })

  it("a wallet that says no rejects connect() with 'Connection rejected'", async () => {
    const errors: unknown[] = []
    const { adapter } = renderCustomConnect((error) => errors.push(error))
    adapter.connectWith = () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    fireEvent.click(await screen.findByRole('button', { name: 'Test Wallet' }, { timeout: 5000 }))
    await vi.waitFor(() => expect(errors).toHaveLength(1))
    expect(errors[0]).toMatchObject({ name: 'ConnectionError', code: 'CONNECTION_REJECTED', message: 'Connection rejected', details: 'User rejected the request.' })
  })
})
