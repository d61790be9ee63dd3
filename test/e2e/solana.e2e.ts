/**
 * Solana in the demo (`?solana=true`: the Solana adapter and the local Solana chain beside the EVM chains), in real
 * Chromium against the local Solana chain (litesvm behind the reference cloud's JSON-RPC server) and chain data's
 * balance API: the Solana test wallet of gangway/testing connects from Connect, Account shows its SOL and SPL gUSD,
 * Send moves SOL and gUSD to a fresh address (the chain shows both), a signed message verifies with the public key,
 * an EVM and a Solana wallet share one session, and a bad receiver, an amount over the balance and the wallet's
 * refusal each say so with the form kept. Solana keys 1–4 (1–4 hold gUSD); receivers are unfunded keys 600+.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { Connection, PublicKey } from '@solana/web3.js'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { solanaTestKeypair } from '../../src/protocol/solanaTestKeys'
import { installSolanaTestWallet, installTestWallet, type SolanaTestWallet } from '../../src/testing/index'
import { demo, modal, openWithButton, useBrowser, waitForAnimations, type Session } from './helpers'
import { modalAxeViolations } from './viewChecks'
import { openSend, submitSend } from './sendForm'
import { LOCAL, LOCAL_2, WALLET_NAME } from './testWallet'

const { newSession } = useBrowser()
const SOLANA_RPC = 'http://127.0.0.1:8899'
const SOLANA_WALLET = 'Gangway Solana Test Wallet'
const GUSD_MINT = solanaTestKeypair(999).address
const TOKEN_PROGRAM = TOKEN_PROGRAM_ID
const connection = new Connection(SOLANA_RPC, 'confirmed')

async function solBalance(address: string): Promise<bigint> {
  return BigInt(await connection.getBalance(new PublicKey(address)))
}

async function gusdBalance(owner: string): Promise<bigint> {
  const accounts = await connection.getTokenAccountsByOwner(new PublicKey(owner), { mint: new PublicKey(GUSD_MINT), programId: TOKEN_PROGRAM })
  let total = 0n
  for (const { pubkey } of accounts.value) total += BigInt((await connection.getTokenAccountBalance(pubkey)).value.amount)
  return total
}

/** The demo with Solana configured and the Solana test wallet installed (key `accountIndex`). */
async function solanaSession(accountIndex: number, extra: { evmWallet?: number } = {}): Promise<{ session: Session; page: Page; wallet: SolanaTestWallet }> {
  const session = await newSession({ goto: false })
  const wallet = await installSolanaTestWallet(session.page, { accountIndex })
  if (extra.evmWallet !== undefined) await installTestWallet(session.page, { chains: [LOCAL, LOCAL_2], accountIndex: extra.evmWallet, info: { name: WALLET_NAME } })
  await session.gotoDemo({ query: { solana: 'true' } })
  return { session, page: session.page, wallet }
}

async function connectSolana(page: Page, wallet: SolanaTestWallet): Promise<void> {
  await openWithButton(page)
  await modal(page).walletRows.filter({ hasText: SOLANA_WALLET }).click()
  await expect.poll(() => demo(page).connectButton.textContent()).toContain(wallet.address.slice(0, 4))
}


describe('Solana', () => {
  test('the Solana test wallet connects from Connect; Account shows its SOL and SPL gUSD balances; the view is axe-clean', async () => {
    const { page, wallet } = await solanaSession(2)
    await connectSolana(page, wallet)
    const account = await page.evaluate(() => (window as unknown as { appkit: { getAccount(ns: string): { caipAddress?: string } } }).appkit.getAccount('solana'))
    expect(account.caipAddress).toBe(`solana:5fp3J9jKX6jt6hUcoPTeiKfVdGsGBdvq:${wallet.address}`)
    await openWithButton(page, 'Account')
    await expect.poll(() => page.locator('[data-testid="gw-account-balance"]').getAttribute('data-status')).toBe('ready')
    await expect.poll(() => page.locator('[data-testid="gw-account-balance"]').textContent()).toMatch(/^100(\.0+)? SOL$/)
    const rows = page.locator('[data-testid="gw-token-row"]')
    await expect.poll(() => rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-symbol')))).toEqual(expect.arrayContaining(['SOL', 'gUSD']))
    await expect.poll(() => rows.filter({ hasText: 'gUSD' }).textContent()).toMatch(/10000\.00 gUSD/)
    await waitForAnimations(page)
    expect(await modalAxeViolations(page)).toEqual([])
  })

  test('Send: 0.1 SOL and 5 gUSD reach a fresh address on the local chain, the balance is read again and Account shown', async () => {
    const { page, wallet } = await solanaSession(1)
    const receiver = solanaTestKeypair(600 + Math.floor(Math.random() * 10_000)).address
    await connectSolana(page, wallet)
    const solBefore = await solBalance(wallet.address)

    const form = await submitSend(page, { token: 'native', amount: '0.1', receiver })
    await expect.poll(() => solBalance(receiver)).toBe(100_000_000n)
    await modal(page).view('Account').waitFor({ state: 'visible' })
    expect(await solBalance(wallet.address)).toBeLessThan(solBefore - 100_000_000n)

    await openSend(page)
    await form.token.selectOption(GUSD_MINT.toLowerCase())
    await form.amount.fill('5')
    await form.receiver.fill(receiver)
    await form.submit.click()
    await expect.poll(() => gusdBalance(receiver)).toBe(5_000_000n)
    await modal(page).view('Account').waitFor({ state: 'visible' })
    const signing = wallet.requests.filter((request) => request.method.startsWith('solana:sign')).map((request) => request.outcome.status)
    expect(signing).toEqual(['ok', 'ok'])
  })

  test('a malformed address, an amount over the balance and the wallet\'s refusal each say so; the form is kept and nothing lands', async () => {
    const { page, wallet } = await solanaSession(3)
    const receiver = solanaTestKeypair(20_000 + Math.floor(Math.random() * 10_000)).address
    await connectSolana(page, wallet)
    const form = await submitSend(page, { token: 'native', amount: '0.1', receiver: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
    await expect.poll(() => form.receiverError.textContent()).toBe('Enter a Solana address (32 to 44 base58 characters)')

    await form.receiver.fill(receiver)
    await form.amount.fill('1000')
    await expect.poll(() => form.amountError.textContent()).toMatch(/More than your balance of .* SOL/)

    await form.amount.fill('0.1')
    wallet.faults.next({ kind: 'reject' })
    await form.submit.click()
    await expect.poll(() => form.error.textContent()).toBe('Transaction rejected')
    expect(await form.amount.inputValue()).toBe('0.1')
    expect(await form.receiver.inputValue()).toBe(receiver)
    expect(await solBalance(receiver)).toBe(0n)
  })

  test('signing a message through useAppKitProvider(\'solana\') gives a signature that verifies with the public key', async () => {
    const { page, wallet } = await solanaSession(2)
    await connectSolana(page, wallet)
    const signature = await page.evaluate(async () => {
      const provider = (window as unknown as { appkit: { getWalletProvider(ns: string): { signMessage(bytes: Uint8Array): Promise<Uint8Array> } } }).appkit.getWalletProvider('solana')
      return Array.from(await provider.signMessage(new TextEncoder().encode('Gangway on Solana')))
    })
    expect(ed25519.verify(Uint8Array.from(signature), new TextEncoder().encode('Gangway on Solana'), base58.decode(wallet.address))).toBe(true)
  })

  test('an EVM wallet and a Solana wallet in one session: the network list switches between them without asking either wallet again', async () => {
    const { page, wallet } = await solanaSession(4, { evmWallet: 4 })
    await openWithButton(page)
    await modal(page).walletRows.filter({ hasText: WALLET_NAME }).click()
    await expect.poll(() => demo(page).connectButton.textContent()).toMatch(/^0x/)

    // The Solana network: the EVM wallet has no Solana account, so SwitchActiveChain leads to Connect for Solana wallets.
    await openWithButton(page, 'Account')
    await page.locator('[data-testid="gw-account-network"]').click()
    await page.locator(`[data-testid="gw-network-row"][data-network-id="solana:5fp3J9jKX6jt6hUcoPTeiKfVdGsGBdvq"]`).click()
    await modal(page).view('SwitchActiveChain').waitFor({ state: 'visible' })
    await page.locator('[data-testid="gw-switch-active-chain-button"]').click()
    await modal(page).view('Connect').waitFor({ state: 'visible' })
    // The Solana wallets, and WalletConnect, whose sessions carry Solana accounts too; no directory wallets.
    await expect.poll(() => modal(page).walletRows.allTextContents()).toEqual([expect.stringContaining('WalletConnect'), expect.stringContaining(SOLANA_WALLET)])
    await modal(page).walletRows.filter({ hasText: SOLANA_WALLET }).click()
    await expect.poll(() => demo(page).connectButton.textContent()).toContain(wallet.address.slice(0, 4))

    const accounts = () => page.evaluate(() => {
      const appkit = (window as unknown as { appkit: { getAccount(ns: string): { address?: string }; getCaipNetwork(): { caipNetworkId: string } | undefined } }).appkit
      return { evm: appkit.getAccount('eip155').address, solana: appkit.getAccount('solana').address, network: appkit.getCaipNetwork()?.caipNetworkId }
    })
    expect(await accounts()).toMatchObject({ evm: expect.stringMatching(/^0x/), solana: wallet.address, network: 'solana:5fp3J9jKX6jt6hUcoPTeiKfVdGsGBdvq' })

    const solanaConnects = wallet.requests.filter((request) => request.method === 'standard:connect').length
    await openWithButton(page, 'Account')
    await page.locator('[data-testid="gw-account-network"]').click()
    await page.locator('[data-testid="gw-network-row"][data-network-id="eip155:31337"]').click()
    await expect.poll(() => demo(page).connectButton.textContent()).toMatch(/^0x/)
    expect(await accounts()).toMatchObject({ solana: wallet.address, network: 'eip155:31337' })
    expect(wallet.requests.filter((request) => request.method === 'standard:connect').length).toBe(solanaConnects)
  })
})
