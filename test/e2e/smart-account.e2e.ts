/**
 * Issue 20: the embedded wallet's smart account (ERC-4337) in real Chromium against the local chain, the alto bundler
 * and the secure site. An e-mail login gets the smart account by default (§9 eip155 smartAccount); its first send is a
 * user operation that deploys it; the Account view switches to the signer (EOA) and back, and a reload keeps the choice;
 * a dApp's wallet_sendCalls batch lands as one atomic user operation; a signature from it verifies (ERC-6492 / ERC-1271).
 */
import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { createPublicClient, encodeFunctionData, erc20Abi, http, parseAbi, parseEther, parseEventLogs, toHex, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { Page } from 'playwright-core'
import { approvalFrame, demo, modal, openWithButton, useBrowser, waitForAnimations } from './helpers'
import { loginWithEmail, newEmail } from './emailLogin'
import { LOCAL, setBalance } from './testWallet'
import { modalAxeViolations, viewShot } from './viewChecks'

const { newSession } = useBrowser()
const chain = createPublicClient({ transport: http(LOCAL.rpcUrl) })
const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address
const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`)

async function gusdAddress(): Promise<Address> {
  const body = (await (await fetch('http://127.0.0.1:3002/v1/local-chains')).json()) as { chains: { id: number; tokens: { symbol: string; address: Address }[] }[] }
  const token = body.chains.find((c) => c.id === LOCAL.id)?.tokens.find((t) => t.symbol === 'gUSD')
  if (!token) throw new Error('gUSD is not deployed on Gangway Local')
  return token.address
}

/** Mints gUSD to `to` as the token's owner (anvil impersonation): no test account's balance moves. */
async function mintGusd(to: Address, units: bigint): Promise<void> {
  const token = await gusdAddress()
  const owner = await chain.readContract({ address: token, abi: parseAbi(['function owner() view returns (address)']), functionName: 'owner' })
  const rpc = (method: string, params: unknown[]) =>
    fetch(LOCAL.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) }).then((r) => r.json() as Promise<{ result?: unknown; error?: unknown }>)
  await rpc('anvil_impersonateAccount', [owner])
  const data = encodeFunctionData({ abi: parseAbi(['function mint(address to, uint256 value)']), functionName: 'mint', args: [to, units] })
  const sent = await rpc('eth_sendTransaction', [{ from: owner, to: token, data }])
  await rpc('anvil_stopImpersonatingAccount', [owner])
  await chain.waitForTransactionReceipt({ hash: sent.result as Hex })
}

/** A reload restores the e-mail login: waits until the page shows the connected address again. */
async function reloadConnected(page: Page): Promise<void> {
  await page.reload()
  await expect.poll(() => demo(page).connectButton.textContent()).toMatch(/^0x/)
}

const accountAddress = async (page: Page): Promise<Address> => (await byTestId(page, 'gw-account-address').getAttribute('data-address')) as Address

/**
 * Account → Send → the native coin, `amount` to `receiver` → Approve in the secure frame; once it lands (Send stays open
 * after a native send, §4), back to Account.
 */
async function sendNative(page: Page, amount: string, receiver: Address): Promise<void> {
  await byTestId(page, 'gw-account-feature-send').click()
  await modal(page).view('Send').waitFor({ state: 'visible' })
  await page.locator('[data-testid="gw-send-token"][data-status="ready"]').waitFor()
  await byTestId(page, 'gw-send-token').selectOption('native')
  await byTestId(page, 'gw-send-amount').fill(amount)
  await byTestId(page, 'gw-send-receiver').fill(receiver)
  await byTestId(page, 'gw-send-submit').click()
  await approvalFrame(page).approve.click()
  await expect.poll(() => chain.getBalance({ address: receiver })).toBe(parseEther(amount))
  await modal(page).view('Send').waitFor({ state: 'visible' })
  await page.locator('[data-testid="gw-header-back"]').click()
  await modal(page).view('Account').waitFor({ state: 'visible' })
}

/**
 * The bundler of Gangway Local (alto on 127.0.0.1:4337, started with the services) found by its command line. The
 * test pauses it (SIGSTOP: it takes requests and never answers, as a hung bundler does) and lets it go on (SIGCONT),
 * so the services the other files share keep their bundler.
 */
function localBundlerPid(): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let args: string[]
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')
    } catch {
      continue
    }
    if (args.some((arg) => arg.includes('alto')) && args[args.indexOf('--port') + 1] === '4337') return Number(entry)
  }
  throw new Error('the local bundler (alto on port 4337) is not running')
}

describe('the embedded wallet’s smart account (issue 20)', () => {
  test('e-mail login → the smart account, not deployed; a send of 0.01 ETH deploys it through the bundler and the receiver gets it; Switch to EOA and back; a reload keeps the choice', async () => {
    const { page } = await newSession()
    const shown = await loginWithEmail(page, newEmail('smart'))
    expect(await chain.getCode({ address: shown })).toBeUndefined()
    await setBalance(LOCAL, shown, '1')
    await openWithButton(page, 'Account')
    expect(await accountAddress(page)).toBe(shown)
    await expect.poll(() => byTestId(page, 'gw-account-type').textContent()).toBe('Smart account · not deployed yet')
    await byTestId(page, 'gw-account-switch-type').waitFor()
    expect(await byTestId(page, 'gw-account-switch-type').textContent()).toBe('Switch to EOA')
    await waitForAnimations(page)
    expect(await modalAxeViolations(page)).toEqual([])
    await viewShot(page, 'account-smart-account')

    const receiver = freshAddress()
    await sendNative(page, '0.01', receiver)
    expect(await chain.getBalance({ address: receiver })).toBe(parseEther('0.01'))
    expect(await chain.getCode({ address: shown })).toMatch(/^0x[0-9a-f]{2,}/)
    // The receipt's transaction is the bundler's handleOps, from the smart account's user operation.
    await expect.poll(() => byTestId(page, 'gw-account-type').textContent()).toBe('Smart account')
    await expect.poll(() => byTestId(page, 'gw-account-balance').getAttribute('data-status')).toBe('ready')

    // getAccount's allAccounts lists both; funded before the switch (balances read at the switch are kept a while).
    const accounts = await page.evaluate(() => window.appkit.getAccount('eip155')?.allAccounts)
    expect(accounts?.map((account) => account.type)).toEqual(['eoa', 'smartAccount'])
    expect(accounts?.[1]?.address).toBe(shown)
    const signer = accounts![0]!.address as Address
    await setBalance(LOCAL, signer, '1')

    // Switch to EOA: Account and Send use the signer's address.
    await byTestId(page, 'gw-account-switch-type').click()
    await expect.poll(() => accountAddress(page)).toBe(signer)
    expect(await byTestId(page, 'gw-account-switch-type').textContent()).toBe('Switch to smart account')
    expect(await byTestId(page, 'gw-account-type').count()).toBe(0)

    // A reload keeps the choice, and Send sends from the signer.
    await reloadConnected(page)
    await openWithButton(page, 'Account')
    await expect.poll(() => accountAddress(page)).toBe(signer)
    const second = freshAddress()
    await sendNative(page, '0.02', second)
    expect(await chain.getBalance({ address: second })).toBe(parseEther('0.02'))
    expect(await chain.getTransactionCount({ address: signer })).toBe(1)

    // And back to the smart account, kept across a reload too.
    await byTestId(page, 'gw-account-switch-type').click()
    await expect.poll(() => accountAddress(page)).toBe(shown)
    await reloadConnected(page)
    await openWithButton(page, 'Account')
    await expect.poll(() => accountAddress(page)).toBe(shown)
  })

  test('a dApp’s wallet_sendCalls with two gUSD transfers: one user operation, both transfers in one transaction, wallet_getCallsStatus reports success; wallet_getCapabilities says atomic', async () => {
    const { page } = await newSession()
    const smart = await loginWithEmail(page, newEmail('batch'))
    await setBalance(LOCAL, smart, '1')
    await mintGusd(smart, 5_000_000n)
    const gusd = await gusdAddress()
    const [first, second] = [freshAddress(), freshAddress()]
    const transfer = (to: Address, units: bigint) => ({ to: gusd, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, units] }) })
    const batch = page.evaluate(
      (calls) => (window.appkit.getWalletProvider('eip155') as { request(args: { method: string; params?: unknown[] }): Promise<unknown> }).request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', atomicRequired: true, calls }] }),
      [transfer(first, 1_000_000n), transfer(second, 2_000_000n)],
    )
    await approvalFrame(page, 'wallet_sendCalls').approve.click()
    const { id } = (await batch) as { id: Hex }
    const status = async () =>
      (await page.evaluate((batchId) => (window.appkit.getWalletProvider('eip155') as { request(args: { method: string; params?: unknown[] }): Promise<unknown> }).request({ method: 'wallet_getCallsStatus', params: [batchId] }), id)) as {
        status: number
        atomic: boolean
        receipts?: { transactionHash: Hex }[]
      }
    await expect.poll(async () => (await status()).status).toBe(200)
    const { atomic, receipts } = await status()
    expect(atomic).toBe(true)
    expect(receipts).toHaveLength(1)
    const receipt = await chain.getTransactionReceipt({ hash: receipts![0]!.transactionHash })
    const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs }).filter((log) => log.address.toLowerCase() === gusd.toLowerCase())
    expect(transfers.map((log) => [log.args.from, log.args.to, log.args.value])).toEqual([
      [smart, first, 1_000_000n],
      [smart, second, 2_000_000n],
    ])
    const capabilities = await page.evaluate((address) => (window.appkit.getWalletProvider('eip155') as { request(args: { method: string; params?: unknown[] }): Promise<unknown> }).request({ method: 'wallet_getCapabilities', params: [address] }), smart)
    expect(capabilities).toMatchObject({ [toHex(LOCAL.id)]: { atomic: { status: 'supported' } } })
  })

  test('a signature from the smart account verifies with viem’s verifyMessage, before and after it is deployed', async () => {
    const { page } = await newSession()
    const smart = await loginWithEmail(page, newEmail('signs'))
    const sign = async () => {
      await byTestId(page, 'demo-sign').click()
      await approvalFrame(page).approve.click()
      await expect.poll(() => byTestId(page, 'demo-signature').textContent()).toMatch(/^0x/)
      const signature = (await byTestId(page, 'demo-signature').textContent()) as Hex
      await page.evaluate(() => document.querySelector('[data-testid="demo-signature"]')?.replaceChildren())
      return signature
    }
    const undeployed = await sign()
    expect(await chain.verifyMessage({ address: smart, message: 'Hello from the Gangway demo', signature: undeployed })).toBe(true)
    expect(await chain.verifyMessage({ address: smart, message: 'Hello from someone else', signature: undeployed })).toBe(false)
    await setBalance(LOCAL, smart, '1')
    await openWithButton(page, 'Account')
    await sendNative(page, '0.001', freshAddress())
    await page.keyboard.press('Escape')
    const deployed = await sign()
    expect(await chain.getCode({ address: smart })).toMatch(/^0x[0-9a-f]{2,}/)
    expect(await chain.verifyMessage({ address: smart, message: 'Hello from the Gangway demo', signature: deployed })).toBe(true)
  })

  test('the bundler not answering: the send fails with a clear error and nothing is sent or deployed; once it answers again the next send works', async () => {
    const { page } = await newSession()
    const smart = await loginWithEmail(page, newEmail('bundler-down'))
    await setBalance(LOCAL, smart, '1')
    const receiver = freshAddress()
    await openWithButton(page, 'Account')
    await byTestId(page, 'gw-account-feature-send').click()
    await page.locator('[data-testid="gw-send-token"][data-status="ready"]').waitFor()
    await byTestId(page, 'gw-send-token').selectOption('native')
    await byTestId(page, 'gw-send-amount').fill('0.01')
    await byTestId(page, 'gw-send-receiver').fill(receiver)
    await byTestId(page, 'gw-send-submit').click()
    await approvalFrame(page).settled()
    const bundler = localBundlerPid()
    process.kill(bundler, 'SIGSTOP')
    try {
      await approvalFrame(page).approve.click()
      await expect.poll(() => byTestId(page, 'gw-send-error').textContent(), { timeout: 45_000 }).toContain('The bundler of chain 31337 did not answer: nothing was sent')
    } finally {
      process.kill(bundler, 'SIGCONT')
    }
    expect(await chain.getBalance({ address: receiver })).toBe(0n)
    expect(await chain.getCode({ address: smart })).toBeUndefined()
    expect(await chain.getBalance({ address: smart })).toBe(parseEther('1'))

    await byTestId(page, 'gw-send-submit').click()
    await approvalFrame(page).approve.click()
    await expect.poll(() => chain.getBalance({ address: receiver }), { timeout: 30_000 }).toBe(parseEther('0.01'))
    expect(await chain.getCode({ address: smart })).toMatch(/^0x[0-9a-f]{2,}/)
  })
})
