/**
 * Farcaster (a link from the login frame, approved on the local approve page that stands in for the Farcaster
 * client) and Telegram mini-app social login (the provider's page replaces the app; result_uri brings it back).
 */
import { describe, expect, test } from 'vitest'
import { decodeQr } from './decodeQr'
import { demo, modal, openWithButton, useBrowser } from './helpers'
import { newSocialEmail, signInAtProvider } from './socialLogin'

const { newSession } = useBrowser()

describe('Farcaster', () => {
  test('the QR code carries the link; approving it on the approve page connects', async () => {
    const { page, context, gotoDemo } = await newSession()
    await gotoDemo()
    await openWithButton(page)
    await page.locator('[data-testid="gw-social-farcaster"]').click()
    await modal(page).view('ConnectingFarcaster').waitFor()
    const qr = page.locator('[data-testid="gw-farcaster-qr"]')
    await qr.waitFor()
    const link = await page.locator('[data-testid="gw-farcaster-open"]').getAttribute('href')
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:3005\/farcaster\/approve\?channelToken=/)
    expect(await decodeQr(page, qr)).toBe(link)
    // The visitor's phone: the Farcaster client approves.
    const phone = await context.newPage()
    await phone.goto(link!)
    await phone.locator('[data-testid="farcaster-approve-farcaster-alice"]').click()
    await phone.getByText('Approved').waitFor()
    await demo(page).connectButton.filter({ hasText: /^0x/ }).waitFor()
    const account = await page.evaluate(() => (window as unknown as { appkit: { getAccount(ns: string): unknown } }).appkit.getAccount('eip155'))
    expect(account).toMatchObject({ socialProvider: 'farcaster', embeddedWalletInfo: { authProvider: 'farcaster', user: { username: 'farcaster-alice' } } })
  })

  test('leaving ConnectingFarcaster unconnected clears the link and reloads the login frame', async () => {
    const { page, gotoDemo, requests } = await newSession()
    await gotoDemo()
    await openWithButton(page)
    await page.locator('[data-testid="gw-social-farcaster"]').click()
    const open = page.locator('[data-testid="gw-farcaster-open"]')
    const first = await open.getAttribute('href')
    const frameLoads = () => requests.filter((request) => request.port === 3003 && request.pathname === '/frame' && request.resourceType === 'document').length
    expect(frameLoads()).toBe(1)
    await modal(page).back.click()
    await modal(page).view('Connect').waitFor()
    await expect.poll(frameLoads).toBe(2)
    // Back on the view: a new link (the old one was cleared), and it still connects.
    await page.locator('[data-testid="gw-social-farcaster"]').click()
    await expect.poll(() => open.getAttribute('href')).not.toBe(first)
    expect(await open.getAttribute('href')).toMatch(/channelToken=/)
  })
})

describe('Telegram mini-app', () => {
  test('the provider sends the visitor back with result_uri: the login completes and the parameter is gone', async () => {
    const { page, gotoDemo } = await newSession()
    await page.addInitScript(() => Object.assign(window, { Telegram: { WebApp: {} } }))
    await gotoDemo()
    await openWithButton(page)
    await page.locator('[data-testid="gw-social-google"]').click()
    // No popup: the page itself goes to the provider.
    await signInAtProvider(page, newSocialEmail('tg'))
    await page.waitForURL((url) => url.origin === 'http://127.0.0.1:3000')
    await demo(page).connectButton.filter({ hasText: /^0x/ }).waitFor()
    expect(new URL(page.url()).searchParams.has('result_uri')).toBe(false)
    expect(await page.evaluate(() => (window as unknown as { appkit: { getAccount(ns: string): { socialProvider?: string } } }).appkit.getAccount('eip155').socialProvider)).toBe('google')
  })

  test('an invalid result_uri is logged and cleared', async () => {
    const session = await newSession()
    const { page } = session
    const logged: string[] = []
    page.on('console', (message) => message.type() === 'error' && logged.push(message.text()))
    await page.goto('http://127.0.0.1:3000/?result_uri=garbage', { waitUntil: 'load' })
    await demo(page).connectButton.waitFor()
    await expect.poll(() => new URL(page.url()).searchParams.has('result_uri')).toBe(false)
    await expect.poll(() => logged.some((line) => line.includes('Telegram social login failed'))).toBe(true)
    expect(await demo(page).connectButton.textContent()).not.toMatch(/^0x/)
  })
})
