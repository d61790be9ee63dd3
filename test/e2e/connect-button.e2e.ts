/**
 * RainbowKit's ConnectButton props and ConnectButton.Custom in the demo (issue 16, item 4): connected with the
 * test wallet, the header shows the network and the account; the host's own buttons built with
 * ConnectButton.Custom show the account's name and balance and the network, and open the views they name.
 */
import { describe, expect, test } from 'vitest'
import { createPublicClient, formatEther, http } from 'viem'
import { modal, useBrowser } from './helpers'
import { connectedSession, LOCAL } from './testWallet'

const { newSession } = useBrowser()

describe('ConnectButton', () => {
  test('connected: the network button and the account; ConnectButton.Custom renders account, balance and chain and opens Account and the network list', async () => {
    const { page, wallet } = await connectedSession(newSession, { accountIndex: 5 })
    const byTestId = (id: string) => page.locator(`[data-testid="${id}"]`)
    expect(await byTestId('gw-chain-button').textContent()).toBe('Gangway Local')
    const ether = formatEther(await createPublicClient({ transport: http(LOCAL.rpcUrl) }).getBalance({ address: wallet.address }))
    const [whole, fraction = ''] = ether.split('.')
    const shown = `${whole}.${fraction.padEnd(3, '0').slice(0, 3)} ETH`
    const short = `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`
    await expect.poll(() => byTestId('demo-custom-account').textContent()).toBe(`${short} (${shown})`)
    expect(await byTestId('demo-custom-chain').textContent()).toBe('Gangway Local')
    await byTestId('demo-custom-chain').click()
    await modal(page).view('SwitchNetwork').waitFor()
    await page.keyboard.press('Escape')
    await modal(page).dialog.waitFor({ state: 'detached' })
    await byTestId('demo-custom-account').click()
    await modal(page).view('Account').waitFor()
  })

  test('disconnected: the custom button opens Connect', async () => {
    const { page } = await newSession()
    await page.locator('[data-testid="demo-custom-connect"]').click()
    await modal(page).view('Connect').waitFor()
  })
})
