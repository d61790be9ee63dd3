/**
 * gangway/testing in real Chromium: installTestWallet puts a Node-side test wallet into a tiny dApp page
 * (served with page.route, no demo needed) that discovers it by EIP-6963. The wallet talks to two anvil
 * chains this file starts on spare ports (28845, 28846), so it needs no running cloud.
 */
import { createPublicClient, http, parseEther, verifyMessage, type Hex } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { startAnvil, type AnvilHandle } from '../../server/chain/anvil'
import { installTestWallet, type InstallOptions, type TestChain, type TestWalletOptions } from '../../src/testing/index'
import { useBrowser } from './helpers'

const CHAIN_A: TestChain = { id: 31337, name: 'Gangway Local', rpcUrl: 'http://127.0.0.1:28845' }
const CHAIN_B: TestChain = { id: 31338, name: 'Gangway Local 2', rpcUrl: 'http://127.0.0.1:28846' }
const DAPP_URL = 'https://dapp.gangway.test/'

/** The dApp: records every EIP-6963 announcement and asks for them, as a kit does at start. */
const DAPP_HTML = `<!doctype html><html><head><title>dApp</title><script>
  window.announced = []
  window.addEventListener('eip6963:announceProvider', (event) => window.announced.push(event.detail))
  window.dispatchEvent(new Event('eip6963:requestProvider'))
</script></head><body>dApp</body></html>`

/** `window` of the dApp page, inside page.evaluate. */
interface DappWindow {
  announced: { info: { uuid: string; name: string; icon: string; rdns: string }; provider: PageProvider }[]
  ethereum?: PageProvider
  events?: unknown[][]
  pending?: Promise<unknown>
}
interface PageProvider {
  isGangwayTestWallet?: boolean
  request(args: { method: string; params?: unknown[] }): Promise<unknown>
  on(event: string, listener: (...args: unknown[]) => void): unknown
}

let anvils: AnvilHandle[] = []
beforeAll(async () => {
  anvils = [
    await startAnvil({ id: CHAIN_A.id, name: CHAIN_A.name, rpcPort: 28845 }),
    await startAnvil({ id: CHAIN_B.id, name: CHAIN_B.name, rpcPort: 28846 }),
  ]
})
afterAll(async () => {
  await Promise.all(anvils.map((anvil) => anvil.stop()))
})

const { newSession } = useBrowser()

/** A fresh page serving the dApp, with a wallet installed before it loads. */
async function dappWithWallet(options: Partial<TestWalletOptions> & InstallOptions = {}) {
  const { page } = await newSession({ goto: false })
  await page.route(DAPP_URL, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: DAPP_HTML }))
  const wallet = await installTestWallet(page, { chains: [CHAIN_A, CHAIN_B], ...options })
  await page.goto(DAPP_URL)
  return { page, wallet }
}

/** Calls request() on the announced provider `index` in the page; resolves to its result or its error's code and message. */
function requestInPage(page: Page, method: string, params?: unknown[], index = 0): Promise<{ result?: unknown; error?: { code: unknown; message: string; isError: boolean } }> {
  return page.evaluate(
    async ({ method, params, index }) => {
      const { provider } = (window as unknown as DappWindow).announced[index]!
      try {
        return { result: await provider.request(params === undefined ? { method } : { method, params }) }
      } catch (e) {
        const error = e as Error & { code: unknown }
        return { error: { code: error.code, message: error.message, isError: error instanceof Error } }
      }
    },
    { method, params, index },
  )
}

test('the page discovers the wallet by EIP-6963 and connects; reads reach the chain', async () => {
  const { page, wallet } = await dappWithWallet({ info: { name: 'E2E Wallet' } })
  const infos = await page.evaluate(() => (window as unknown as DappWindow).announced.map((d) => ({ ...d.info, isFrozen: Object.isFrozen(d), flag: d.provider.isGangwayTestWallet })))
  expect(infos).toEqual([{ ...wallet.info, isFrozen: true, flag: true }])
  expect(infos[0]).toMatchObject({ name: 'E2E Wallet', rdns: 'dev.gangway.testwallet', icon: expect.stringMatching(/^data:image\/svg\+xml,/) })
  // The icon is a real image the page can draw.
  const iconSize = await page.evaluate(async (src) => {
    const image = new Image()
    image.src = src
    await image.decode()
    return [image.naturalWidth, image.naturalHeight]
  }, wallet.info.icon)
  expect(iconSize).toEqual([96, 96])

  expect(await requestInPage(page, 'eth_accounts')).toEqual({ result: [] })
  expect(await requestInPage(page, 'eth_requestAccounts')).toEqual({ result: [wallet.address] })
  expect(await requestInPage(page, 'eth_chainId')).toEqual({ result: '0x7a69' })
  const balance = await requestInPage(page, 'eth_getBalance', [wallet.address, 'latest'])
  expect(BigInt(balance.result as string)).toBe(await createPublicClient({ transport: http(CHAIN_A.rpcUrl) }).getBalance({ address: wallet.address }))
  expect(wallet.requests.map((entry) => entry.method)).toEqual(['eth_accounts', 'eth_requestAccounts', 'eth_chainId', 'eth_getBalance'])
})

test('signs and sends real ETH from the page', async () => {
  const { page, wallet } = await dappWithWallet()
  await requestInPage(page, 'eth_requestAccounts')
  const signature = (await requestInPage(page, 'personal_sign', ['Hello from the page', wallet.address])).result as Hex
  expect(await verifyMessage({ address: wallet.address, message: 'Hello from the page', signature })).toBe(true)
  const client = createPublicClient({ transport: http(CHAIN_A.rpcUrl) })
  const to = '0x000000000000000000000000000000000000bEEF'
  const before = await client.getBalance({ address: to })
  const sent = await requestInPage(page, 'eth_sendTransaction', [{ from: wallet.address, to, value: `0x${parseEther('0.25').toString(16)}` }])
  const receipt = await client.waitForTransactionReceipt({ hash: sent.result as Hex })
  expect(receipt.status).toBe('success')
  expect(await client.getBalance({ address: to })).toBe(before + parseEther('0.25'))
})

test('a reject fault reaches the page as an Error with code 4001; errors keep code and message', async () => {
  const { page, wallet } = await dappWithWallet()
  wallet.faults.next({ kind: 'reject' })
  expect(await requestInPage(page, 'eth_requestAccounts')).toEqual({ error: { code: 4001, message: 'User rejected the request.', isError: true } })
  expect(await requestInPage(page, 'eth_requestAccounts')).toEqual({ result: [wallet.address] })
  expect(await requestInPage(page, 'wallet_switchEthereumChain', [{ chainId: '0x1' }])).toEqual({
    error: { code: 4902, message: 'Unrecognized chain ID "0x1". Try adding the chain using wallet_addEthereumChain first.', isError: true },
  })
  wallet.faults.next({ kind: 'error', code: -32603, message: 'Internal oops', method: 'eth_blockNumber' })
  expect((await requestInPage(page, 'eth_blockNumber')).error).toMatchObject({ code: -32603, message: 'Internal oops' })
  expect((await requestInPage(page, 'anvil_mine')).error).toMatchObject({ code: 4200 })
})

test('a hung request stays pending in the page until releaseHung() rejects it with 4001', async () => {
  const { page, wallet } = await dappWithWallet()
  wallet.faults.next({ kind: 'hang', method: 'eth_requestAccounts' })
  await page.evaluate(() => {
    const w = window as unknown as DappWindow
    w.pending = w.announced[0]!.provider.request({ method: 'eth_requestAccounts' }).then(
      (result) => ({ result }),
      (error: Error & { code: unknown }) => ({ code: error.code, message: error.message }),
    )
  })
  await expect.poll(() => wallet.faults.hungCount).toBe(1)
  const stillPending = await page.evaluate(() =>
    Promise.race([(window as unknown as DappWindow).pending!.then(() => 'settled'), new Promise((resolve) => setTimeout(() => resolve('pending'), 300))]),
  )
  expect(stillPending).toBe('pending')
  expect(wallet.requests.at(-1)?.outcome).toEqual({ status: 'hung' })
  expect(wallet.faults.releaseHung()).toBe(1)
  expect(await page.evaluate(() => (window as unknown as DappWindow).pending)).toEqual({ code: 4001, message: 'User rejected the request.' })
  expect(await requestInPage(page, 'eth_requestAccounts')).toEqual({ result: [wallet.address] })
})

test('wallet events reach the listeners in the page', async () => {
  const { page, wallet } = await dappWithWallet()
  await page.evaluate(() => {
    const w = window as unknown as DappWindow
    const events: unknown[][] = (w.events = [])
    const { provider } = w.announced[0]!
    provider.on('connect', (info) => events.push(['connect', info]))
    provider.on('accountsChanged', (accounts) => events.push(['accountsChanged', accounts]))
    provider.on('chainChanged', (chainId) => events.push(['chainChanged', chainId]))
    provider.on('disconnect', (error) => events.push(['disconnect', (error as { code: number }).code, error instanceof Error]))
  })
  const account0 = wallet.address
  await requestInPage(page, 'eth_requestAccounts')
  await requestInPage(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])
  wallet.setAccount(2)
  wallet.switchChain(31337)
  wallet.disconnect()
  const expected = [
    ['connect', { chainId: '0x7a69' }],
    ['accountsChanged', [account0]],
    ['chainChanged', '0x7a6a'],
    ['accountsChanged', [wallet.address]],
    ['chainChanged', '0x7a69'],
    ['disconnect', 4900, true],
    ['accountsChanged', []],
  ]
  await expect.poll(() => page.evaluate(() => (window as unknown as DappWindow).events), { timeout: 5_000 }).toEqual(expected)
})

test('the wallet state survives page.reload(), like an extension', async () => {
  const { page, wallet } = await dappWithWallet({ asWindowEthereum: true })
  await requestInPage(page, 'eth_requestAccounts')
  await requestInPage(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])
  await page.reload()
  expect(await page.evaluate(() => (window as unknown as DappWindow).announced.length)).toBe(1)
  expect(await requestInPage(page, 'eth_accounts')).toEqual({ result: [wallet.address] })
  expect(await requestInPage(page, 'eth_chainId')).toEqual({ result: '0x7a6a' })
  expect(await page.evaluate(() => (window as unknown as DappWindow).ethereum?.request({ method: 'eth_chainId' }))).toBe('0x7a6a')
  // Events still reach the reloaded page.
  await page.evaluate(() => {
    const w = window as unknown as DappWindow
    w.events = []
    w.ethereum!.on('chainChanged', (chainId) => w.events!.push([chainId]))
  })
  wallet.switchChain(31337)
  await expect.poll(() => page.evaluate(() => (window as unknown as DappWindow).events)).toEqual([['0x7a69']])
})

test('two wallets with different info in one page', async () => {
  const { page } = await newSession({ goto: false })
  await page.route(DAPP_URL, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: DAPP_HTML }))
  const first = await installTestWallet(page, { chains: [CHAIN_A], info: { name: 'First', rdns: 'dev.gangway.first' } })
  const second = await installTestWallet(page, { chains: [CHAIN_B], accountIndex: 3, info: { name: 'Second', rdns: 'dev.gangway.second' } })
  await page.goto(DAPP_URL)
  const names = await page.evaluate(() => (window as unknown as DappWindow).announced.map((d) => d.info.name))
  expect(names).toEqual(['First', 'Second'])
  expect(await requestInPage(page, 'eth_requestAccounts', undefined, 0)).toEqual({ result: [first.address] })
  expect(await requestInPage(page, 'eth_requestAccounts', undefined, 1)).toEqual({ result: [second.address] })
  expect(first.address).not.toBe(second.address)
  expect(await requestInPage(page, 'eth_chainId', undefined, 1)).toEqual({ result: '0x7a6a' })
  first.faults.next({ kind: 'reject' })
  expect((await requestInPage(page, 'personal_sign', ['x', second.address], 1)).result).toMatch(/^0x/)
  expect((await requestInPage(page, 'personal_sign', ['x', first.address], 0)).error).toMatchObject({ code: 4001 })
})
