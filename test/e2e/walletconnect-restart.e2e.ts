/**
 * WalletConnect when the relay restarts, and where the browser says it is offline (issue 22, item 6): the file's
 * own relay (server/relay/startRelay, not the cloud's), closed and listening again on the same port; the demo
 * pointed at it with ?relay=; the gangway/testing WalletConnect wallet on this file's own account.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import { createPublicClient, http, verifyMessage, type Hex } from 'viem'
import type { Page } from 'playwright-core'
import { startRelay, type Relay } from '../../server/relay/startRelay'
import { createWalletConnectTestWallet, type TestChain, type WalletConnectTestWallet } from '../../src/testing'
import { demo, sleep, useBrowser } from './helpers'
import { LOCAL, LOCAL_2, setBalance } from './testWallet'
import { approveAndWaitConnected, clipboardSession, openWalletConnect, scannedUri, WC_WALLET_NAME } from './walletConnectSession'

const { newSession } = useBrowser()
/** This file's account (no other e2e file uses it). */
const ACCOUNT_INDEX = 43
const DEMO_MESSAGE = 'Hello from the Gangway demo'
const chain = createPublicClient({ transport: http(LOCAL.rpcUrl) })

let relays: Relay[] = []
let wallets: WalletConnectTestWallet[] = []
let cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(wallets.map((wallet) => wallet.close().catch(() => undefined)))
  await Promise.all([...relays.map((relay) => relay.close()), ...cleanups.map((cleanup) => cleanup())])
  wallets = []
  relays = []
  cleanups = []
})

async function relayOn(port: number): Promise<Relay> {
  const relay = await startRelay({ port })
  relays.push(relay)
  return relay
}

/** The relay goes away (every socket cut) and listens again on the same port, empty. */
async function restart(relay: Relay, downMs = 0): Promise<Relay> {
  await relay.close()
  if (downMs > 0) await sleep(downMs)
  return relayOn(relay.port)
}

async function newWallet(relayUrl: string, local: TestChain = LOCAL): Promise<WalletConnectTestWallet> {
  const wallet = await createWalletConnectTestWallet({
    relayUrl,
    projectId: 'gangway-demo',
    chains: [local, LOCAL_2],
    accountIndex: ACCOUNT_INDEX,
    metadata: { name: WC_WALLET_NAME, description: 'gangway/testing', url: 'https://wallet.gangway.test', icons: [] },
  })
  wallets.push(wallet)
  return wallet
}

/**
 * The local chain's RPC for the wallet, holding eth_sendRawTransaction until released: the wallet has the
 * dApp's eth_sendTransaction and has not answered yet (a visitor looking at the wallet's prompt).
 */
async function heldSend(): Promise<{ chain: TestChain; held: Promise<void>; release(): void }> {
  let release!: () => void
  let arrived!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const held = new Promise<void>((resolve) => (arrived = resolve))
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      void (async () => {
        if (body.includes('eth_sendRawTransaction')) {
          arrived()
          await released
        }
        const upstream = await fetch(LOCAL.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        response.writeHead(upstream.status, { 'content-type': 'application/json' }).end(await upstream.text())
      })()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(() => (release(), new Promise<void>((resolve) => server.close(() => resolve()))))
  return { chain: { ...LOCAL, rpcUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }, held, release }
}

/** Chromium where only loopback is up: navigator.onLine is false and no online event ever comes. */
async function offlineBrowser(page: Page): Promise<void> {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false }))
}

async function signedByWallet(page: Page, wallet: WalletConnectTestWallet): Promise<void> {
  await page.locator('[data-testid="demo-signature"]').waitFor()
  const signature = (await page.locator('[data-testid="demo-signature"]').textContent()) as Hex
  expect(await verifyMessage({ address: wallet.address, message: DEMO_MESSAGE, signature })).toBe(true)
}

async function sentByWallet(page: Page, wallet: WalletConnectTestWallet): Promise<void> {
  await page.locator('[data-testid="demo-tx"]').waitFor()
  const receipt = await chain.waitForTransactionReceipt({ hash: (await page.locator('[data-testid="demo-tx"]').textContent()) as Hex })
  expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase())
  expect(receipt.status).toBe('success')
}

describe('WalletConnect across a relay restart', () => {
  test('connected, the relay restarts: a personal_sign completes; so does a send asked while the relay is down', async () => {
    const relay = await relayOn(0)
    const { page } = await clipboardSession(newSession, { query: { relay: relay.url } })
    const wallet = await newWallet(relay.url)
    await setBalance(LOCAL, wallet.address, '1')
    await openWalletConnect(page)
    await approveAndWaitConnected(page, wallet, await scannedUri(page))

    const back = await restart(relay)
    await page.locator('[data-testid="demo-sign"]').click()
    await signedByWallet(page, wallet)

    // Asked while the relay is gone: the request waits for the socket and completes once it is back.
    await back.close()
    await page.locator('[data-testid="demo-send"]').click()
    await sleep(3000)
    await relayOn(relay.port)
    await sentByWallet(page, wallet)
    expect(wallet.requests.map((request) => [request.method, request.outcome.status])).toEqual([
      ['personal_sign', 'ok'],
      ['eth_sendTransaction', 'ok'],
    ])
  })

  test('a request in flight when the relay goes down: the wallet answers after the restart and the page gets the answer', async () => {
    const relay = await relayOn(0)
    const gate = await heldSend()
    const { page } = await clipboardSession(newSession, { query: { relay: relay.url } })
    const wallet = await newWallet(relay.url, gate.chain)
    await setBalance(LOCAL, wallet.address, '1')
    await openWalletConnect(page)
    await approveAndWaitConnected(page, wallet, await scannedUri(page))

    await page.locator('[data-testid="demo-send"]').click()
    await gate.held
    await restart(relay, 1000)
    gate.release()
    await sentByWallet(page, wallet)
  })
})

describe('WalletConnect where navigator.onLine is false', () => {
  test('the view shows its QR code, the wallet connects and signs, also across a relay restart', async () => {
    const relay = await relayOn(0)
    const session = await clipboardSession(newSession, { goto: false })
    await offlineBrowser(session.page)
    await session.gotoDemo({ query: { relay: relay.url } })
    const { page } = session
    expect(await page.evaluate(() => navigator.onLine)).toBe(false)
    const wallet = await newWallet(relay.url)
    await openWalletConnect(page)
    const uri = await scannedUri(page)
    expect(await page.locator('[data-testid="gw-wc-error"]').count()).toBe(0)
    await approveAndWaitConnected(page, wallet, uri)
    expect(await demo(page).connectButton.textContent()).toMatch(/^0x/)

    await restart(relay, 1000)
    await page.locator('[data-testid="demo-sign"]').click()
    await signedByWallet(page, wallet)
  })

  test('the relay really unreachable: Failed to connect, and the relay is named as the reason', async () => {
    const relay = await relayOn(0)
    await relay.close()
    const session = await clipboardSession(newSession, { goto: false })
    await offlineBrowser(session.page)
    await session.gotoDemo({ query: { relay: relay.url, 'timing.walletConnectTimeout': '3000' } })
    const { page } = session
    await openWalletConnect(page)
    await page.locator('[data-testid="gw-wc-error"]').waitFor()
    expect(await page.locator('[data-testid="gw-wc-error"]').textContent()).toBe('Failed to connect')
    expect(await page.locator('[data-testid="gw-connecting-wc"]').textContent()).toContain('Could not reach the WalletConnect relay in time.')
    expect(await page.locator('[data-testid="gw-wc-retry"]').isVisible()).toBe(true)
  })
})
