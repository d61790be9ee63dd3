// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AuthUser } from '../../protocol/frameEvents'
import { PREFERRED_ACCOUNT_TYPES_KEY, readPreferredAccountType } from '../../kernel/auth/preferredAccountTypes'
import type { KitRoot } from '../../kernel/root'
import { SessionFakeAdapter } from '../../test-support/fakeAdapter'
import { connectByEmail, type FrameAnswers } from '../../test-support/fakeAuthBridge'
import { kitsPerTest } from '../../test-support/kitsPerTest'
import { renderWithKit, testOptions } from '../../test-support/testKit'
import { email } from '../../plugins/email'
import type { AppKitOptions } from '../../kernel/options/types'
import AccountView from './AccountView'

const SIGNER = '0x1111111111111111111111111111111111111111'
const SMART = '0x2222222222222222222222222222222222222222'

const startKit = kitsPerTest()
const kit = (options: Partial<AppKitOptions> = {}): KitRoot => startKit(testOptions({ adapters: [new SessionFakeAdapter()], plugins: [email()], ...options }))

/** A secure site whose user has both accounts on chain 31337, answering with the one last preferred. */
function site(enabled: number[] = [31337]) {
  let preferred: 'eoa' | 'smartAccount' = 'eoa'
  let deployed = false
  const user = (): AuthUser => ({ address: preferred === 'smartAccount' ? SMART : SIGNER, chainId: 31337, email: 'a@example.com', preferredAccountType: preferred, smartAccountDeployed: preferred === 'smartAccount' && deployed, accounts: [{ address: SIGNER, type: 'eoa' }, { address: SMART, type: 'smartAccount' }] })
  const answers: FrameAnswers = {
    GET_USER: (payload) => {
      if (payload.preferredAccountType) preferred = payload.preferredAccountType
      return user()
    },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: enabled }),
    SET_PREFERRED_ACCOUNT: ({ type }) => ((preferred = type), { type, address: type === 'smartAccount' ? SMART : SIGNER }),
    INIT_SMART_ACCOUNT: () => ({ address: SMART, isDeployed: deployed }),
  }
  return { answers, deploy: () => void (deployed = true) }
}

describe('Account view: the embedded wallet\'s smart account (issue 20)', () => {
  it('by default (§9 eip155 smartAccount) the login asks for the smart account: Account shows it, not deployed yet, and offers the switch to EOA', async () => {
    const made = kit()
    const frame = await connectByEmail(made, 'a@example.com', SIGNER, site().answers)
    expect(frame.request).toHaveBeenCalledWith('GET_USER', expect.objectContaining({ preferredAccountType: 'smartAccount' }))
    expect(made.account.address).toBe(SMART)
    expect(made.account.embeddedAccounts).toEqual([{ address: SIGNER, type: 'eoa' }, { address: SMART, type: 'smartAccount' }])
    renderWithKit(made, <AccountView />)
    expect(screen.getByTestId('gw-account-type').textContent).toBe('Smart account · not deployed yet')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Switch to EOA' })).toBeTruthy())
  })

  it('switching to EOA and back: the account, its state and the stored choice follow; the switch waits while one runs', async () => {
    const made = kit()
    const backend = site()
    const frame = await connectByEmail(made, 'a@example.com', SIGNER, backend.answers)
    renderWithKit(made, <AccountView />)
    const toEoa = await screen.findByRole('button', { name: 'Switch to EOA' })
    act(() => fireEvent.click(toEoa))
    expect(toEoa.getAttribute('aria-busy')).toBe('true')
    await waitFor(() => expect(made.account.address).toBe(SIGNER))
    expect(frame.request).toHaveBeenCalledWith('SET_PREFERRED_ACCOUNT', { type: 'eoa' })
    expect(screen.queryByTestId('gw-account-type')).toBeNull()
    expect(readPreferredAccountType(made.storage, 'eip155')).toBe('eoa')
    expect(made.account.embeddedWalletInfo?.accountType).toBe('eoa')
    backend.deploy()
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Switch to smart account' })))
    await waitFor(() => expect(made.account.address).toBe(SMART))
    expect(screen.getByTestId('gw-account-type').textContent).toBe('Smart account')
    expect(made.account.embeddedWalletInfo).toMatchObject({ accountType: 'smartAccount', isSmartAccountDeployed: true })
  })

  it('defaultAccountTypes eoa: the login asks for the signer; a network without smart accounts offers no switch', async () => {
    const made = kit({ defaultAccountTypes: { eip155: 'eoa' } })
    const frame = await connectByEmail(made, 'a@example.com', SIGNER, site([]).answers)
    expect(frame.request).toHaveBeenCalledWith('GET_USER', expect.objectContaining({ preferredAccountType: 'eoa' }))
    expect(made.account.address).toBe(SIGNER)
    renderWithKit(made, <AccountView />)
    await waitFor(() => expect(frame.request).toHaveBeenCalledWith('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {}))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(screen.queryByTestId('gw-account-switch-type')).toBeNull()
  })

  it('the stored choice wins over the default at the next login', async () => {
    const made = kit()
    made.storage.set(PREFERRED_ACCOUNT_TYPES_KEY, { eip155: 'eoa' })
    const frame = await connectByEmail(made, 'a@example.com', SIGNER, site().answers)
    expect(frame.request).toHaveBeenCalledWith('GET_USER', expect.objectContaining({ preferredAccountType: 'eoa' }))
    expect(made.account.address).toBe(SIGNER)
  })
})
