/**
 * WalletConnect's solana namespace in the demo (`?solana=true`), in real Chromium against the local relay and the
 * local Solana chain: the WalletConnect test wallet of gangway/testing approves one session with an EVM and a Solana
 * account; the Solana account is connected beside the EVM one, the network list switches to it without another
 * prompt, a message it signs verifies with its public key, and Send moves SOL from it (solana_signTransaction over
 * the relay; the kit sends it to the local cluster). EVM account 1 (the WalletConnect suites' account; nothing is sent from it)
 * and Solana key 5; receivers are unfunded keys 20,000+.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { Connection, PublicKey } from '@solana/web3.js'
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, test } from 'vitest'
import { solanaTestKeypair } from '../../src/protocol/solanaTestKeys'
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from '../../src/testing'
import { demo, modal, openWithButton, useBrowser } from './helpers'
import { submitSend } from './sendForm'
import { LOCAL, LOCAL_2 } from './testWallet'
import { clipboardSession, openWalletConnect, scannedUri, WC_ACCOUNT_INDEX, WC_RELAY } from './walletConnectSession'

const { newSession } = useBrowser()
const SOLANA_LOCAL = 'solana:5fp3J9jKX6jt6hUcoPTeiKfVdGsGBdvq'
const SOLANA_RPC = 'http://127.0.0.1:8899'
const connection = new Connection(SOLANA_RPC, 'confirmed')
const solBalance = async (address: string) => BigInt(await connection.getBalance(new PublicKey(address)))

let wallets: WalletConnectTestWallet[] = []
afterEach(async () => {
  const open = wallets
  wallets = []
  await Promise.all(open.map((wallet) => wallet.close().catch(() => undefined)))
})

async function walletWithSolana(): Promise<WalletConnectTestWallet> {
  const wallet = await createWalletConnectTestWallet({
    relayUrl: WC_RELAY,
    projectId: 'gangway-demo',
    chains: [LOCAL, LOCAL_2],
    accountIndex: WC_ACCOUNT_INDEX,
    solanaAccountIndex: 5,
    solanaRpcUrls: { [SOLANA_LOCAL]: SOLANA_RPC },
    metadata: { name: 'Gangway WalletConnect Test Wallet', description: 'gangway/testing', url: 'https://wallet.gangway.test', icons: [] },
  })
  wallets.push(wallet)
  return wallet
}

type Accounts = { evm: string | undefined; solana: string | undefined; network: string | undefined }
const accountsOf = (page: Page): Promise<Accounts> =>
  page.evaluate(() => {
    const appkit = (window as unknown as { appkit: { getAccount(ns: string): { address?: string }; getCaipNetwork(): { caipNetworkId: string } | undefined } }).appkit
    return { evm: appkit.getAccount('eip155').address, solana: appkit.getAccount('solana').address, network: appkit.getCaipNetwork()?.caipNetworkId }
  })

describe("WalletConnect's solana namespace", () => {
  test('one approval connects the EVM and the Solana account; the network list switches to Solana without a prompt; a signed message verifies; Send moves SOL', async () => {
    const wallet = await walletWithSolana()
    expect(wallet.solanaAddress).toBe(solanaTestKeypair(5).address)
    const { page } = await clipboardSession(newSession, { query: { solana: 'true' } })
    await openWalletConnect(page)
    await wallet.pair(await scannedUri(page))
    await wallet.approve()
    await expect.poll(() => demo(page).connectButton.textContent()).toMatch(/^0x/)
    await expect.poll(() => accountsOf(page)).toMatchObject({ evm: wallet.address, solana: wallet.solanaAddress, network: 'eip155:31337' })

    // The Solana network: the session has a Solana account, so it becomes the active one (no SwitchActiveChain, no prompt).
    await openWithButton(page, 'Account')
    await page.locator('[data-testid="gw-account-network"]').click()
    await page.locator(`[data-testid="gw-network-row"][data-network-id="${SOLANA_LOCAL}"]`).click()
    await expect.poll(() => demo(page).connectButton.textContent()).toContain(wallet.solanaAddress.slice(0, 4))
    expect(await modal(page).view('SwitchActiveChain').count()).toBe(0)
    expect(await accountsOf(page)).toMatchObject({ evm: wallet.address, solana: wallet.solanaAddress, network: SOLANA_LOCAL })

    const message = 'Gangway over WalletConnect on Solana'
    const signature = await page.evaluate(async (text) => {
      const provider = (window as unknown as { appkit: { getWalletProvider(ns: string): { signMessage(bytes: Uint8Array): Promise<Uint8Array> } } }).appkit.getWalletProvider('solana')
      return Array.from(await provider.signMessage(new TextEncoder().encode(text)))
    }, message)
    expect(ed25519.verify(Uint8Array.from(signature), new TextEncoder().encode(message), base58.decode(wallet.solanaAddress))).toBe(true)

    const receiver = solanaTestKeypair(20_000 + Math.floor(Math.random() * 10_000)).address
    await submitSend(page, { token: 'native', amount: '0.1', receiver })
    await expect.poll(() => solBalance(receiver)).toBe(100_000_000n)
    await modal(page).view('Account').waitFor({ state: 'visible' })
    // Signed over the relay on the local cluster: the message, then the transfer (on a cluster that is not public the
    // wallet signs and the kit sends, since the wallet's own RPC may not reach it).
    expect(wallet.requests.map(({ method, chainId }) => `${method} ${chainId}`)).toEqual([`solana_signMessage ${SOLANA_LOCAL}`, `solana_signTransaction ${SOLANA_LOCAL}`])
  })

  test('an EVM-only session leaves Solana unconnected: picking Solana needs another wallet, and WalletConnect is not offered again there', async () => {
    const wallet = await createWalletConnectTestWallet({
      relayUrl: WC_RELAY,
      projectId: 'gangway-demo',
      chains: [LOCAL, LOCAL_2],
      accountIndex: WC_ACCOUNT_INDEX,
      metadata: { name: 'Gangway WalletConnect Test Wallet', description: 'gangway/testing', url: 'https://wallet.gangway.test', icons: [] },
    })
    wallets.push(wallet)
    const { page } = await clipboardSession(newSession, { query: { solana: 'true' } })
    await openWalletConnect(page)
    await wallet.pair(await scannedUri(page))
    // The wallet approves the EVM chains only, though Solana was asked for too.
    await wallet.approve({ solanaChains: [] })
    await expect.poll(() => demo(page).connectButton.textContent()).toMatch(/^0x/)
    expect(await accountsOf(page)).toMatchObject({ evm: wallet.address, solana: undefined })
    // Picking the Solana network needs another wallet: SwitchActiveChain (WalletConnect is not offered again there).
    await openWithButton(page, 'Account')
    await page.locator('[data-testid="gw-account-network"]').click()
    await page.locator(`[data-testid="gw-network-row"][data-network-id="${SOLANA_LOCAL}"]`).click()
    await modal(page).view('SwitchActiveChain').waitFor({ state: 'visible' })
    await page.locator('[data-testid="gw-switch-active-chain-button"]').click()
    await modal(page).view('Connect').waitFor({ state: 'visible' })
    await expect.poll(() => modal(page).walletRows.allTextContents()).not.toContainEqual(expect.stringContaining('WalletConnect'))
  })
})
