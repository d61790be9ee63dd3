/**
 * The README's gangway/testing example, run as written against the demo: the code between the markers
 * is the README's block (test/node/readmeTestingExample.test.ts keeps them identical). Only the imports
 * differ: `base` and `expect` come from this suite's runner instead of @playwright/test.
 */
import { expect } from 'vitest'
import { toHex } from 'viem'
import { gangwayFixtures, type GangwayFixtures } from '../../src/testing'
import { useBrowser } from './helpers'
import { playwrightTestAdapter } from './playwrightTestAdapter'

const { newSession } = useBrowser()
const base = playwrightTestAdapter(newSession)

// README example start
const test = base.extend<GangwayFixtures>(
  gangwayFixtures({ chains: [{ id: 31337, name: 'Gangway Local', rpcUrl: 'http://127.0.0.1:8545' }] }),
)

test('connects the test wallet and signs a message', async ({ page, gangway }) => {
  await page.goto('http://127.0.0.1:3000/')
  await gangway.connect(page) // opens the modal, picks the wallet's row, waits for the wallet's answer
  const { address } = gangway.wallet
  // The kit's connect button shows the short address once connected.
  await expect.poll(() => page.getByTestId('gw-connect-button').textContent()).toBe(`${address.slice(0, 6)}…${address.slice(-4)}`)

  const signRequests = () => gangway.wallet.requests.filter((request) => request.method === 'personal_sign')
  await page.getByTestId('demo-sign').click() // the dApp asks the wallet to sign
  await expect.poll(signRequests).toMatchObject([
    { params: [toHex('Hello from the Gangway demo'), address], outcome: { status: 'ok' } },
  ])

  gangway.rejectNext() // the next prompt is refused, as a user would
  await page.getByTestId('demo-sign').click()
  await expect.poll(() => signRequests()[1]?.outcome).toMatchObject({ status: 'error', error: { code: 4001 } })
})
// README example end

test('disconnect returns the page to Connect; a refused connection throws CONNECT_FAILED and the kit shows the error', async ({ page, gangway }) => {
  await page.goto('http://127.0.0.1:3000/')
  await gangway.connect(page, { open: '[data-testid="gw-connect-button"]' })
  await gangway.disconnect(page)
  expect(gangway.wallet.connected).toBe(false)
  await expect.poll(() => page.getByTestId('gw-connect-button').textContent()).toBe('Connect Wallet')

  gangway.rejectNext()
  await expect(gangway.connect(page)).rejects.toMatchObject({ name: 'TestWalletError', code: 'CONNECT_FAILED' })
  await page.getByTestId('gw-connecting-error').waitFor()
})
