/**
 * The swaps plugin in real Chromium against the local Uniswap V2 pools on anvil (the chain-data service's
 * /v1/convert/* reads them): ETH → gUSD and gUSD → ETH (approve first) with the test wallet, ETH → gUSD through
 * the embedded e-mail wallet's ApproveTransaction, a swap front-run past the 1% slippage that reverts on chain,
 * insufficient balance, a network without pools, the quotes endpoint failing, and bad input.
 * Accounts: #15 trades, #16 is short of funds, #17 is front-run by #18 (none used by other suites).
 */
import { describe, expect, test } from 'vitest'
import { AxeBuilder } from '@axe-core/playwright'
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, parseUnits, type Address, type Hash } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { Page } from 'playwright-core'
import { DEFAULT_MNEMONIC, type TestWallet } from '../../src/testing'
import { approvalFrame, modal, openWithButton, useBrowser, waitForAnimations } from './helpers'
import { loginWithEmail, newEmail } from './emailLogin'
import { connectedSession, LOCAL, setBalance } from './testWallet'
import { clipboardSession, connectOverWalletConnect, useWalletConnectWallets } from './walletConnectSession'

const { newSession } = useBrowser()
const newWalletConnectWallet = useWalletConnectWallets()
const chain = createPublicClient({ transport: http(LOCAL.rpcUrl) })
const CHAIN_DATA = 'http://127.0.0.1:3002'

interface LocalChains {
  chains: { id: number; tokens: { symbol: string; address: Address }[]; amm?: { router: Address; weth: Address } }[]
}

async function localChain() {
  const body = (await (await fetch(`${CHAIN_DATA}/v1/local-chains`)).json()) as LocalChains
  const local = body.chains.find((c) => c.id === LOCAL.id)
  const gusd = local?.tokens.find((t) => t.symbol === 'gUSD')?.address
  if (!local?.amm || !gusd) throw new Error('The AMM is not deployed on Gangway Local')
  return { gusd, router: local.amm.router, weth: local.amm.weth }
}

const gusdBalance = async (owner: Address) => chain.readContract({ address: (await localChain()).gusd, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const sends = (wallet: TestWallet) => wallet.requests.filter((request) => request.method === 'eth_sendTransaction')
const addressOf = (index: number) => mnemonicToAccount(DEFAULT_MNEMONIC, { addressIndex: index }).address

function swapForm(page: Page) {
  const byTestId = (id: string) => page.locator(`[data-testid="${id}"]`)
  return {
    view: byTestId('gw-swap'),
    fromToken: byTestId('gw-swap-from-token'),
    toToken: byTestId('gw-swap-to-token'),
    amount: byTestId('gw-swap-amount'),
    amountError: byTestId('gw-swap-amount-error'),
    toAmount: byTestId('gw-swap-to-amount'),
    details: byTestId('gw-swap-details'),
    rate: byTestId('gw-swap-rate'),
    inverseRate: byTestId('gw-swap-inverse-rate'),
    priceImpact: byTestId('gw-swap-price-impact'),
    networkFee: byTestId('gw-swap-network-fee'),
    minimum: byTestId('gw-swap-minimum'),
    submit: byTestId('gw-swap-submit'),
    error: byTestId('gw-swap-error'),
    loadError: byTestId('gw-swap-load-error'),
    retry: byTestId('gw-swap-retry'),
  }
}

/** Records the kit's SWAP_* events in the page. */
async function recordSwapEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { appkit: { subscribeEvents(l: (e: { data: { event: string; properties?: unknown } }) => void): void }; swapEvents: unknown[] }
    w.swapEvents = []
    w.appkit.subscribeEvents((event) => event.data.event.startsWith('SWAP_') && w.swapEvents.push(event.data))
  })
}

const swapEvents = (page: Page) => page.evaluate(() => (window as unknown as { swapEvents: { event: string; properties: Record<string, unknown> }[] }).swapEvents)

/** Opens Swap with arguments (§2), as a dApp does, and waits for the form. */
async function openSwap(page: Page, args: { fromToken?: string; toToken?: string; amount?: string }): Promise<void> {
  await page.evaluate((args) => (window as unknown as { appkit: { open(o: unknown): Promise<void> } }).appkit.open({ view: 'Swap', arguments: args }), args)
  await modal(page).view('Swap').waitFor({ state: 'visible' })
  await swapForm(page).view.waitFor()
}

/** The quote is shown for the form as it is: its output and the minimum, in base units. */
async function shownQuote(page: Page, decimals: number): Promise<{ quoted: bigint; minimum: bigint }> {
  const form = swapForm(page)
  await expect.poll(() => form.toAmount.inputValue(), { timeout: 20_000 }).not.toBe('')
  await form.details.waitFor()
  const minimumText = ((await form.minimum.textContent()) ?? '').split(' ')[0]!.replaceAll(',', '')
  return { quoted: parseUnits(await form.toAmount.inputValue(), decimals), minimum: parseUnits(minimumText, decimals) }
}

async function receiptOf(page: Page): Promise<{ hash: Hash; cost: bigint }> {
  const events = await swapEvents(page)
  const hash = events.find((event) => event.event === 'SWAP_SUCCESS')?.properties['hash'] as Hash
  const receipt = await chain.getTransactionReceipt({ hash })
  return { hash, cost: receipt.gasUsed * receipt.effectiveGasPrice }
}

describe('the Swap view on the local AMM', () => {
  test('ETH → gUSD with the test wallet, from the Account view: the picker, a live quote with its details, the balances moved by the quote within slippage, the toast and Activity', async () => {
    const user = addressOf(15)
    await setBalance(LOCAL, user, '10')
    const { page, wallet, session } = await connectedSession(newSession, { accountIndex: 15 })
    await recordSwapEvents(page)
    await openWithButton(page, 'Account')
    expect(session.requests.some((request) => request.pathname.includes('swapsPlugin'))).toBe(false)
    await page.locator('[data-testid="gw-account-feature-swaps"]').click()
    await modal(page).view('Swap').waitFor({ state: 'visible' })
    const form = swapForm(page)
    await form.view.waitFor()
    expect(await form.fromToken.getAttribute('data-symbol')).toBe('ETH')

    // The picker: the account's tokens first; a search narrows the list.
    await form.toToken.click()
    await modal(page).view('SwapSelectToken').waitFor({ state: 'visible' })
    expect(await modal(page).title.textContent()).toBe('Select token')
    await page.locator('[data-testid="gw-swap-search"]').fill('gu')
    expect(await page.locator('[data-testid="gw-swap-pick"]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-symbol')))).toEqual(['gUSD'])
    await page.locator('[data-testid="gw-swap-pick"][data-symbol="gUSD"]').click()
    await modal(page).view('Swap').waitFor({ state: 'visible' })
    expect(await form.toToken.getAttribute('data-symbol')).toBe('gUSD')

    await form.amount.fill('0.1')
    const { quoted, minimum } = await shownQuote(page, 6)
    expect(minimum).toBe((quoted * 99n) / 100n)
    expect(await form.rate.textContent()).toMatch(/^1 ETH = [\d,]+(\.\d+)? gUSD/)
    expect(await form.inverseRate.textContent()).toMatch(/^1 gUSD = 0\.000\d+ ETH$/)
    expect(await form.priceImpact.textContent()).toMatch(/^(<0\.01|\d+\.\d\d)%$/)
    expect(await form.networkFee.textContent()).toMatch(/^(<\$0\.01|\$\d+\.\d\d)$/)
    expect(await form.submit.textContent()).toBe('Swap')
    await waitForAnimations(page)
    const axe = await new AxeBuilder({ page }).include('gangway-modal').analyze()
    expect(axe.violations.map((violation) => violation.id)).toEqual([])

    const [ethBefore, gusdBefore] = await Promise.all([chain.getBalance({ address: user }), gusdBalance(user)])
    await form.submit.click()
    await modal(page).view('Account').waitFor({ state: 'visible' })
    const { cost, hash } = await receiptOf(page)
    const received = (await gusdBalance(user)) - gusdBefore
    expect(received).toBeGreaterThanOrEqual(minimum)
    expect(received * 100n).toBeGreaterThanOrEqual(quoted * 99n)
    expect(await chain.getBalance({ address: user })).toBe(ethBefore - parseEther('0.1') - cost)
    const [request] = sends(wallet)
    expect(sends(wallet)).toHaveLength(1)
    expect(request?.params).toEqual([expect.objectContaining({ to: (await localChain()).router, value: '0x16345785d8a0000', data: expect.stringMatching(/^0x7ff36ab5/) })])
    await expect.poll(() => modal(page).toast.textContent()).toMatch(/^Swapped 0\.1 ETH for [\d,.]+ gUSD$/)
    expect((await swapEvents(page)).map((event) => event.event)).toEqual(['SWAP_INITIATED', 'SWAP_SUCCESS'])

    // Activity lists the trade at the top with both sides (once the indexer has seen its block).
    await page.locator('[data-testid="gw-account-tab-activity"]').click()
    const top = page.locator('[data-testid="gw-activity-row"]').first()
    await expect.poll(() => top.getAttribute('data-hash'), { timeout: 20_000 }).toBe(hash)
    expect(await top.textContent()).toContain('Swapped')
  })

  test('gUSD → ETH: "Approve gUSD" first (exactly the amount), then Swap; ETH arrives and exactly 50 gUSD leave', async () => {
    const user = addressOf(15)
    await setBalance(LOCAL, user, '10')
    const { router } = await localChain()
    const { page, wallet } = await connectedSession(newSession, { accountIndex: 15 })
    await recordSwapEvents(page)
    // #15 holds gUSD from the first test, or buys some now when this test runs alone.
    if ((await gusdBalance(user)) < 50_000_000n) {
      await openSwap(page, { fromToken: 'ETH', toToken: 'gUSD', amount: '0.05' })
      await shownQuote(page, 6)
      await swapForm(page).submit.click()
      await modal(page).view('Account').waitFor({ state: 'visible' })
    }
    await openSwap(page, { fromToken: 'gUSD', toToken: 'ETH', amount: '50' })
    const form = swapForm(page)
    await shownQuote(page, 18)
    await expect.poll(() => form.submit.textContent()).toBe('Approve gUSD')
    const before = sends(wallet).length
    await form.submit.click()
    await expect.poll(() => form.submit.textContent(), { timeout: 20_000 }).toBe('Swap')
    const approve = sends(wallet)[before]
    expect(approve?.params).toEqual([expect.objectContaining({ to: (await localChain()).gusd, data: expect.stringMatching(/^0x095ea7b3/) })])
    expect(await chain.readContract({ address: (await localChain()).gusd, abi: erc20Abi, functionName: 'allowance', args: [user, router] })).toBe(50_000_000n)

    const { quoted, minimum } = await shownQuote(page, 18)
    const [ethBefore, gusdBefore] = await Promise.all([chain.getBalance({ address: user }), gusdBalance(user)])
    await form.submit.click()
    await modal(page).view('Account').waitFor({ state: 'visible' })
    const { cost } = await receiptOf(page)
    expect(await gusdBalance(user)).toBe(gusdBefore - 50_000_000n)
    const received = (await chain.getBalance({ address: user })) - ethBefore + cost
    expect(received).toBeGreaterThanOrEqual(minimum)
    expect(received * 100n).toBeGreaterThanOrEqual(quoted * 99n)
    expect(sends(wallet)[before + 1]?.params).toEqual([expect.objectContaining({ to: router, data: expect.stringMatching(/^0x18cbafe5/) })])
  })

  test('through the embedded e-mail wallet: ApproveTransaction shows the router call, and the swap lands', async () => {
    const { page } = await newSession()
    const address = await loginWithEmail(page, newEmail('swap'))
    await setBalance(LOCAL, address, '1')
    const { router } = await localChain()
    await openSwap(page, { fromToken: 'ETH', toToken: 'gUSD', amount: '0.05' })
    const { minimum } = await shownQuote(page, 6)
    await swapForm(page).submit.click()
    await modal(page).view('ApproveTransaction').waitFor({ state: 'visible' })
    const frame = approvalFrame(page)
    await frame.settled()
    const shown = (await frame.view.textContent()) ?? ''
    expect(shown.toLowerCase()).toContain(router.toLowerCase())
    await frame.approve.click()
    // Approved, the modal returns to the swap, which lands and shows Account.
    await modal(page).view('Account').waitFor({ state: 'visible', timeout: 30_000 })
    expect(await gusdBalance(address)).toBeGreaterThanOrEqual(minimum)
  })

  test('through a WalletConnect wallet: the swap goes over the relay as eth_sendTransaction and lands', async () => {
    const wallet = await newWalletConnectWallet()
    const session = await clipboardSession(newSession)
    await connectOverWalletConnect(session.page, wallet)
    const { router } = await localChain()
    const before = await gusdBalance(wallet.address)
    await openSwap(session.page, { fromToken: 'ETH', toToken: 'gUSD', amount: '0.01' })
    const { minimum } = await shownQuote(session.page, 6)
    await swapForm(session.page).submit.click()
    await modal(session.page).view('Account').waitFor({ state: 'visible', timeout: 30_000 })
    expect((await gusdBalance(wallet.address)) - before).toBeGreaterThanOrEqual(minimum)
    const sent = wallet.requests.filter((request) => request.method === 'eth_sendTransaction')
    expect(sent).toHaveLength(1)
    expect(JSON.stringify(sent[0]?.params).toLowerCase()).toContain(router.toLowerCase())
  })

  test('front-run past the 1% slippage between build and mining: the swap reverts on chain, the view says so, keeps the form and shows a fresh quote', async () => {
    const victim = addressOf(17)
    const attacker = mnemonicToAccount(DEFAULT_MNEMONIC, { addressIndex: 18 })
    await Promise.all([setBalance(LOCAL, victim, '10'), setBalance(LOCAL, attacker.address, '1000')])
    const { router, weth, gusd } = await localChain()
    const { page, wallet } = await connectedSession(newSession, { accountIndex: 17 })
    await recordSwapEvents(page)
    await openSwap(page, { fromToken: 'ETH', toToken: 'gUSD', amount: '1' })
    const form = swapForm(page)
    const first = await shownQuote(page, 6)
    const gusdBefore = await gusdBalance(victim)

    // Blocks wait for the test: the victim's swap sits in the pool of pending transactions with the attacker's.
    await chain.request({ method: 'evm_setAutomine' as never, params: [false] as never })
    let hash: Hash | undefined
    let attackHash: Hash | undefined
    try {
      await form.submit.click()
      await expect.poll(() => sends(wallet).find((request) => request.outcome?.status === 'ok'), { timeout: 20_000 }).toBeTruthy()
      hash = (sends(wallet)[0]?.outcome as { result?: Hash } | undefined)?.result
      const attackerWallet = createWalletClient({ account: attacker, transport: http(LOCAL.rpcUrl) })
      const victimTx = await chain.getTransaction({ hash: hash! })
      // A bigger tip puts the attacker's buy first in the block.
      attackHash = await attackerWallet.writeContract({
        chain: null,
        address: router,
        abi: [{ type: 'function', name: 'swapExactETHForTokens', stateMutability: 'payable', inputs: [{ name: 'amountOutMin', type: 'uint256' }, { name: 'path', type: 'address[]' }, { name: 'to', type: 'address' }, { name: 'deadline', type: 'uint256' }], outputs: [{ name: 'amounts', type: 'uint256[]' }] }],
        functionName: 'swapExactETHForTokens',
        args: [0n, [weth, gusd], attacker.address, (await chain.getBlock()).timestamp + 3600n],
        value: parseEther('100'),
        // Estimated against the pending block (the visitor's swap first), the estimate falls short once it goes first.
        gas: 300_000n,
        maxFeePerGas: (victimTx.maxFeePerGas ?? victimTx.gasPrice ?? 0n) * 10n + parseUnits('100', 9),
        maxPriorityFeePerGas: (victimTx.maxFeePerGas ?? victimTx.gasPrice ?? 0n) * 5n + parseUnits('50', 9),
      })
      await chain.request({ method: 'evm_mine' as never })
    } finally {
      await chain.request({ method: 'evm_setAutomine' as never, params: [true] as never })
    }
    // The attacker's buy went first and landed; the visitor's swap, in the same block, reverted.
    const [attackReceipt, victimReceipt] = await Promise.all([chain.getTransactionReceipt({ hash: attackHash! }), chain.getTransactionReceipt({ hash: hash! })])
    expect([attackReceipt.status, attackReceipt.blockNumber, attackReceipt.transactionIndex]).toEqual(['success', victimReceipt.blockNumber, 0])
    expect((await chain.getTransactionReceipt({ hash: hash! })).status).toBe('reverted')
    expect(await gusdBalance(victim)).toBe(gusdBefore)

    await expect.poll(() => form.error.textContent(), { timeout: 20_000 }).toBe(
      'The swap reverted on chain: the price moved more than your 1% slippage tolerance, and your tokens were not swapped. Check the fresh quote and try again.',
    )
    expect(await modal(page).view('Swap').isVisible()).toBe(true)
    expect(await form.amount.inputValue()).toBe('1')
    // The fresh quote is worse: the attacker's buy moved the pool.
    await expect.poll(async () => parseUnits((await form.toAmount.inputValue()) || '0', 6), { timeout: 20_000 }).toBeLessThan((first.quoted * 95n) / 100n)
    await expect.poll(() => form.submit.textContent()).toBe('Swap')
    expect((await swapEvents(page)).map((event) => event.event)).toEqual(['SWAP_INITIATED', 'SWAP_ERROR'])
  })

  test('insufficient balance disables Swap with its reason; bad amounts are refused under the field; nothing is sent', async () => {
    const user = addressOf(16)
    await setBalance(LOCAL, user, '0.5')
    const { page, wallet } = await connectedSession(newSession, { accountIndex: 16 })
    await openSwap(page, { fromToken: 'ETH', toToken: 'gUSD', amount: '1' })
    const form = swapForm(page)
    await expect.poll(() => form.submit.textContent()).toBe('Insufficient ETH balance')
    expect(await form.submit.getAttribute('aria-disabled')).toBe('true')
    await form.submit.click({ force: true })
    for (const [typed, error] of [
      ['0.1234567890123456789', 'ETH allows at most 18 decimals'],
      ['0', 'Enter an amount greater than 0'],
      ['-1', 'Enter an amount greater than 0'],
      ['1,5', 'Enter the amount as a number, like 1.5'],
    ] as const) {
      await form.amount.fill(typed)
      expect(await form.amountError.textContent()).toBe(error)
      expect(await form.submit.textContent()).toBe('Enter a valid amount')
    }
    // The same token on both sides: picking the other side's token changes places.
    await form.toToken.click()
    await page.locator('[data-testid="gw-swap-pick"][data-symbol="ETH"]').click()
    expect([await form.fromToken.getAttribute('data-symbol'), await form.toToken.getAttribute('data-symbol')]).toEqual(['gUSD', 'ETH'])
    // An unknown token in the arguments is named.
    await openSwap(page, { fromToken: '0x000000000000000000000000000000000000dEaD', toToken: 'gUSD' })
    expect(await page.locator('[data-testid="gw-swap-arguments-error"]').textContent()).toBe("No token '0x000000000000000000000000000000000000dEaD' to swap on this network")
    // The service refuses what the form never sends: a 400 naming the parameter, nothing built.
    const refused = await fetch(`${CHAIN_DATA}/v1/convert/quotes?projectId=gangway-demo&amount=1000&userAddress=nobody&from=eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee&to=eip155:31337:${(await localChain()).gusd}`)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'userAddress' })
    expect(sends(wallet)).toHaveLength(0)
  })

  test('a network without pools shows "Network not supported for Swaps"', async () => {
    const sepoliaChain = { id: 11155111, name: 'Sepolia', rpcUrl: LOCAL.rpcUrl }
    const { page } = await connectedSession(newSession, { accountIndex: 16, chains: [LOCAL, sepoliaChain], query: { withSepolia: 'true' } })
    await page.evaluate(async () => {
      const appkit = (window as unknown as { appkit: { getCaipNetworks(): { id: number }[]; switchNetwork(n: unknown): Promise<void> } }).appkit
      await appkit.switchNetwork(appkit.getCaipNetworks().find((network) => network.id === 11155111))
    })
    await page.evaluate(() => (window as unknown as { appkit: { open(o: unknown): Promise<void> } }).appkit.open({ view: 'Swap' }))
    await expect.poll(() => page.locator('[data-testid="gw-swap-unsupported"]').textContent(), { timeout: 20_000 }).toBe('Network not supported for Swaps')
    expect(await swapForm(page).view.count()).toBe(0)
  })

  test('the quotes endpoint failing (500, malformed JSON, no answer): an error and a retry that works; nothing is sent', async () => {
    const user = addressOf(16)
    await setBalance(LOCAL, user, '0.5')
    const { page, wallet } = await connectedSession(newSession, { accountIndex: 16 })
    await openSwap(page, { fromToken: 'ETH', toToken: 'gUSD' })
    const form = swapForm(page)
    const cases = [
      { name: '500', route: (r: { fulfill(o: unknown): Promise<void> }) => r.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"INTERNAL","message":"boom"}' }), text: 'The swap service could not answer (HTTP 500). Try again.' },
      { name: 'malformed', route: (r: { fulfill(o: unknown): Promise<void> }) => r.fulfill({ status: 200, contentType: 'application/json', body: '{"quotes": [' }), text: 'The swap service sent an answer that could not be read. Try again.' },
      { name: 'no answer', route: () => new Promise<void>(() => undefined), text: 'The swap service took too long to answer. Try again.' },
    ]
    for (const [index, fault] of cases.entries()) {
      await page.route('**/v1/convert/quotes**', fault.route)
      await form.amount.fill(`0.0${index + 1}`)
      await expect.poll(() => form.loadError.textContent(), { timeout: 30_000 }).toBe(fault.text)
      expect(await form.submit.textContent()).toBe('No quote')
      await page.unroute('**/v1/convert/quotes**')
      await form.retry.click()
      await shownQuote(page, 6)
      expect(await form.loadError.count()).toBe(0)
    }
    expect(sends(wallet)).toHaveLength(0)
  })
})
