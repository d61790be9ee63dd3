import { describe, expect, test } from 'vitest'
import { connectTestWallet } from './connectTestWallet'
import { createTestWallet, type TestWallet } from './createTestWallet'
import { disconnectTestWallet } from './disconnectTestWallet'
import { fakeKitPage } from './fakeKitPage'
import { KIT_SELECTORS } from './kitSelectors'

// eth_requestAccounts and wallet_revokePermissions never reach the chain, so no node is needed.
const CHAIN = { id: 31337, name: 'Gangway Local', rpcUrl: 'http://127.0.0.1:9' }

function setUp(): { wallet: TestWallet; page: ReturnType<typeof fakeKitPage> } {
  const wallet = createTestWallet({ chains: [CHAIN], info: { rdns: 'dev.example.wallet' } })
  return { wallet, page: fakeKitPage(() => wallet) }
}

describe('connectTestWallet', () => {
  test('opens the modal with the kit button, picks the wallet row, resolves once connected and closed', async () => {
    const { wallet, page } = setUp()
    await connectTestWallet(page, wallet)
    expect(page.clicks).toEqual([KIT_SELECTORS.connectButton, '[data-testid="gw-wallet-row"][data-wallet-id="dev.example.wallet"]'])
    expect(wallet.connected).toBe(true)
    expect(page.view).toBeUndefined()
  })

  test('opens with the dApp button given as a selector or a locator', async () => {
    const { wallet, page } = setUp()
    await connectTestWallet(page, wallet, { open: '#my-connect' })
    expect(page.clicks[0]).toBe('#my-connect')
    await disconnectTestWallet(page, wallet, { open: page.locator('#my-connect') })
    expect(page.clicks.filter((selector) => selector === '#my-connect')).toHaveLength(2)
  })

  test('a refused connection throws CONNECT_FAILED with the wallet error', async () => {
    const { wallet, page } = setUp()
    wallet.faults.next({ kind: 'reject' })
    await expect(connectTestWallet(page, wallet)).rejects.toMatchObject({ code: 'CONNECT_FAILED', message: 'Gangway Test Wallet refused the connection: 4001 User rejected the request.' })
  })

  test('an unanswered connection throws TIMEOUT after the step timeout', async () => {
    const { wallet, page } = setUp()
    wallet.faults.next({ kind: 'hang' })
    await expect(connectTestWallet(page, wallet, { timeout: 100 })).rejects.toMatchObject({ code: 'TIMEOUT' })
    wallet.faults.releaseHung()
  })

  test('earlier eth_requestAccounts answers do not count as this connection', async () => {
    const { wallet, page } = setUp()
    wallet.faults.next({ kind: 'reject' })
    await wallet.request({ method: 'eth_requestAccounts' }).catch(() => undefined)
    wallet.faults.next({ kind: 'hang', method: 'eth_requestAccounts' })
    await expect(connectTestWallet(page, wallet, { timeout: 100 })).rejects.toMatchObject({ code: 'TIMEOUT' })
    wallet.faults.releaseHung()
  })
})

describe('disconnectTestWallet', () => {
  test('disconnects from Account, waits for the wallet, and closes the modal', async () => {
    const { wallet, page } = setUp()
    await connectTestWallet(page, wallet)
    await disconnectTestWallet(page, wallet)
    expect(page.clicks.slice(2)).toEqual([KIT_SELECTORS.connectButton, KIT_SELECTORS.accountDisconnect, KIT_SELECTORS.headerClose])
    expect(wallet.connected).toBe(false)
    expect(page.view).toBeUndefined()
  })
})
