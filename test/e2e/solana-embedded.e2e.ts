/**
 * The embedded wallet on Solana (§9 auth connector chains eip155 and solana), in real Chromium against the real
 * cloud: the demo with `?solana=true`, the secure site's ed25519 key per user, its approval frame, and the local
 * Solana chain (litesvm behind the cloud's JSON-RPC server). An e-mail login on the Solana network connects the
 * embedded Solana account; funded by the local chain's airdrop (requestAirdrop on its RPC), it sends 0.1 SOL after
 * the visitor approves in the approval frame, signs a message that verifies with its public key, a rejection there
 * keeps the form, and the network list moves between its EVM and Solana accounts with no other wallet.
 * Each test logs in with its own fresh e-mail address (a fresh key); receivers are unfunded keys 40 000+.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { Connection, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { solanaTestKeypair } from '../../src/protocol/solanaTestKeys'
import { approvalFrame, demo, modal, openWithButton, useBrowser, waitForAnimations } from './helpers'
import { codeFor, enterCode, newEmail, submitEmail } from './emailLogin'
import { submitSend } from './sendForm'

const { newSession } = useBrowser()
const SOLANA_RPC = 'http://127.0.0.1:8899'
const CLUSTER = 'solana:5fp3J9jKX6jt6hUcoPTeiKfVdGsGBdvq'
const connection = new Connection(SOLANA_RPC, 'confirmed')
const SCREENSHOT = process.env.SOLANA_EMBEDDED_SCREENSHOT

const solBalance = async (address: string): Promise<bigint> => BigInt(await connection.getBalance(new PublicKey(address)))
const freshReceiver = (): string => solanaTestKeypair(40_000 + Math.floor(Math.random() * 100_000)).address

interface DemoAppKit {
  getAccount(namespace?: string): { address?: string; caipAddress?: string; isConnected: boolean; embeddedWalletInfo?: { authProvider: string } }
  getCaipNetwork(): { caipNetworkId: string } | undefined
  getCaipNetworks(): readonly { caipNetworkId: string }[]
  switchNetwork(network: unknown): Promise<void>
}

const accounts = (page: Page) =>
  page.evaluate(() => {
    const appkit = (window as unknown as { appkit: DemoAppKit }).appkit
    return { evm: appkit.getAccount('eip155').address, solana: appkit.getAccount('solana').address, network: appkit.getCaipNetwork()?.caipNetworkId, active: appkit.getAccount() }
  })

/** The demo with Solana, on the Solana network, then an e-mail login: resolves with the embedded Solana address. */
async function loginOnSolana(page: Page, label: string): Promise<string> {
  await page.evaluate(async (cluster) => {
    const appkit = (window as unknown as { appkit: DemoAppKit }).appkit
    await appkit.switchNetwork(appkit.getCaipNetworks().find((network) => network.caipNetworkId === cluster))
  }, CLUSTER)
  const email = newEmail(label)
  const sentAfter = Date.now() - 1000
  await submitEmail(page, email)
  await enterCode(page, await codeFor(email, sentAfter))
  await modal(page).dialog.waitFor({ state: 'detached' })
  await expect.poll(async () => (await accounts(page)).solana).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  const { solana, network, active } = await accounts(page)
  expect(network).toBe(CLUSTER)
  expect(active).toMatchObject({ caipAddress: `${CLUSTER}:${solana}`, embeddedWalletInfo: { authProvider: 'email' } })
  return solana!
}

async function airdrop(address: string, sol: number): Promise<void> {
  const signature = await connection.requestAirdrop(new PublicKey(address), sol * LAMPORTS_PER_SOL)
  await expect.poll(async () => (await connection.getSignatureStatuses([signature])).value[0]?.confirmationStatus).toMatch(/confirmed|finalized/)
}

async function solanaSession(): Promise<Page> {
  const session = await newSession({ goto: false })
  await session.gotoDemo({ query: { solana: 'true' } })
  return session.page
}


describe('the embedded wallet on Solana', () => {
  test('e-mail login on the Solana network: Account shows the embedded Solana address and its SOL; 0.1 SOL reaches a fresh address after the approval frame', async () => {
    const page = await solanaSession()
    const address = await loginOnSolana(page, 'sol-send')
    await airdrop(address, 2)

    // The balance read at connect was 0 SOL: the dApp asks for it again after the airdrop.
    await page.evaluate(() => (window as unknown as { appkit: { fetchBalance(): Promise<unknown> } }).appkit.fetchBalance())
    await openWithButton(page, 'Account')
    await expect.poll(() => page.locator('[data-testid="gw-account-balance"]').getAttribute('data-status')).toBe('ready')
    await expect.poll(() => page.locator('[data-testid="gw-account-balance"]').textContent()).toMatch(/^2(\.0+)? SOL$/)
    expect(await modal(page).view('Account').textContent()).toContain(address.slice(0, 4))
    await waitForAnimations(page)
    if (SCREENSHOT) await page.screenshot({ path: SCREENSHOT })

    const receiver = freshReceiver()
    await submitSend(page, { token: 'native', amount: '0.1', receiver })
    await modal(page).view('ApproveTransaction').waitFor({ state: 'visible' })
    const frame = approvalFrame(page, 'solana_signTransaction')
    await expect.poll(() => frame.view.textContent()).toContain('Sign a transaction')
    // The secure site reads the transaction itself: the receiver and the amount the visitor approves.
    const summary = await frame.view.textContent()
    expect(summary).toMatch(new RegExp(`To\\s*${receiver}`))
    expect(summary).toMatch(/Amount\s*0\.1 SOL/)
    await frame.settled()
    await frame.approve.click()
    await expect.poll(() => solBalance(receiver)).toBe(100_000_000n)
    await modal(page).view('Account').waitFor({ state: 'visible' })
    expect(await solBalance(address)).toBeLessThan(2_000_000_000n - 100_000_000n)
  })

  test("a message signed through useAppKitProvider('solana') after the approval frame verifies with the public key; a rejection there keeps the Send form", async () => {
    const page = await solanaSession()
    const address = await loginOnSolana(page, 'sol-sign')
    await airdrop(address, 1)

    await page.evaluate(() => {
      const appkit = (window as unknown as { appkit: { getWalletProvider(ns: string): { signMessage(bytes: Uint8Array): Promise<Uint8Array> } } }).appkit
      const signing = appkit.getWalletProvider('solana').signMessage(new TextEncoder().encode('Gangway embedded on Solana'))
      ;(window as unknown as { signing: Promise<number[]> }).signing = signing.then((bytes) => Array.from(bytes))
    })
    await modal(page).view('ApproveTransaction').waitFor({ state: 'visible' })
    const frame = approvalFrame(page, 'solana_signMessage')
    await expect.poll(() => frame.view.textContent()).toContain('Gangway embedded on Solana')
    await frame.settled()
    await frame.approve.click()
    const signature = await page.evaluate(() => (window as unknown as { signing: Promise<number[]> }).signing)
    expect(ed25519.verify(Uint8Array.from(signature), new TextEncoder().encode('Gangway embedded on Solana'), base58.decode(address))).toBe(true)
    await modal(page).dialog.waitFor({ state: 'detached' })

    const receiver = freshReceiver()
    const form = await submitSend(page, { token: 'native', amount: '0.1', receiver })
    await modal(page).view('ApproveTransaction').waitFor({ state: 'visible' })
    const rejecting = approvalFrame(page, 'solana_signTransaction')
    await rejecting.settled()
    await rejecting.reject.click()
    await modal(page).view('Send').waitFor({ state: 'visible' })
    await expect.poll(() => form.error.textContent()).toBe('Transaction rejected')
    expect(await form.amount.inputValue()).toBe('0.1')
    expect(await form.receiver.inputValue()).toBe(receiver)
    expect(await solBalance(receiver)).toBe(0n)
  })

  test('logged in on EVM, the network list moves to the Solana network through the auth connector (no SwitchActiveChain) and back; a reload restores both', async () => {
    const page = await solanaSession()
    const email = newEmail('sol-switch')
    const sentAfter = Date.now() - 1000
    await submitEmail(page, email)
    await enterCode(page, await codeFor(email, sentAfter))
    await modal(page).dialog.waitFor({ state: 'detached' })
    await expect.poll(() => demo(page).connectButton.textContent()).toMatch(/^0x/)
    const evm = (await accounts(page)).evm

    await openWithButton(page, 'Account')
    await page.locator('[data-testid="gw-account-network"]').click()
    await page.locator(`[data-testid="gw-network-row"][data-network-id="${CLUSTER}"]`).click()
    await expect.poll(async () => (await accounts(page)).network).toBe(CLUSTER)
    expect(await modal(page).view('SwitchActiveChain').count()).toBe(0)
    const { solana, active } = await accounts(page)
    expect(solana).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(active).toMatchObject({ address: solana, embeddedWalletInfo: { authProvider: 'email' } })
    expect((await accounts(page)).evm).toBe(evm)
    await expect.poll(() => demo(page).connectButton.textContent()).toContain(solana!.slice(0, 4))

    if (!(await modal(page).view('Account').isVisible())) await openWithButton(page, 'Account')
    await page.locator('[data-testid="gw-account-network"]').click()
    await page.locator('[data-testid="gw-network-row"][data-network-id="eip155:31337"]').click()
    await expect.poll(async () => (await accounts(page)).network).toBe('eip155:31337')
    expect(await accounts(page)).toMatchObject({ evm, solana, active: { address: evm, embeddedWalletInfo: { authProvider: 'email' } } })

    // A reload restores the embedded wallet in both namespaces, the last active one active, with no code asked.
    await page.reload({ waitUntil: 'load' })
    await expect.poll(async () => (await accounts(page)).solana).toBe(solana)
    await expect.poll(async () => (await accounts(page)).evm).toBe(evm)
    expect(await accounts(page)).toMatchObject({ network: 'eip155:31337', active: { address: evm, embeddedWalletInfo: { authProvider: 'email' } } })
  })
})
