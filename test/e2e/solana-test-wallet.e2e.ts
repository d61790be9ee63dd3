/**
 * The Solana adapter and gangway/testing's Solana test wallet in real Chromium: installSolanaTestWallet registers a
 * Wallet Standard wallet in a tiny dApp page (served with page.route, no demo needed) that runs the built
 * gangway/adapters/solana (bundled here with esbuild, @solana/web3.js included). No chain is needed: the page
 * connects, signs messages and transactions, and follows the wallet's account changes. Solana keys 18 and 19.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { build } from 'esbuild'
import type { Page } from 'playwright-core'
import { beforeAll, expect, test } from 'vitest'
import { solanaTestKeypair } from '../../src/protocol/solanaTestKeys'
import { installSolanaTestWallet } from '../../src/testing/index'
import { useBrowser } from './helpers'

const DAPP_URL = 'https://solana-dapp.gangway.test/'
const NAME = 'Gangway Solana Test Wallet'

/** The dApp: a SolanaAdapter set up with a recording context, and the calls the test makes through it. */
const DAPP_SOURCE = `
import { SolanaAdapter } from './dist/adapters/solana.js'
import { solanaLocal } from './dist/networks.js'
const adapter = new SolanaAdapter()
const record = { connectors: [], changes: [] }
adapter.setup({
  enableEIP6963: true,
  kit: {},
  networks: () => [solanaLocal],
  rpcUrl: () => 'http://127.0.0.1:9/',
  addConnector: (connector) => record.connectors.push(connector),
  removeConnector: (id) => { record.connectors = record.connectors.filter((c) => c.id !== id) },
  onAccountsChanged: (_id, addresses) => record.changes.push(addresses),
  onChainChanged: () => undefined,
  onDisconnect: () => record.changes.push([]),
})
const outcome = (promise) => promise.then((value) => ({ value }), (error) => ({ error: { code: error.code, message: error.message } }))
window.dapp = {
  record,
  connect: () => outcome(adapter.connect(${JSON.stringify(NAME)}, solanaLocal)),
  reconnect: () => outcome(adapter.reconnect(${JSON.stringify(NAME)})),
  signMessage: (address, text) => outcome(adapter.signMessage(${JSON.stringify(NAME)}, address, text)),
  signTransaction: (wire) => outcome((async () => {
    const provider = adapter.getProvider(${JSON.stringify(NAME)})
    const { Transaction } = await import('@solana/web3.js')
    const bytes = Uint8Array.from(atob(wire), (c) => c.charCodeAt(0))
    const signed = await provider.signTransaction(Transaction.from(bytes))
    return btoa(String.fromCharCode(...signed.serialize()))
  })()),
  disconnect: () => outcome(adapter.disconnect(${JSON.stringify(NAME)})),
}
`

let dappHtml = ''
beforeAll(async () => {
  const bundle = await build({
    stdin: { contents: DAPP_SOURCE, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  dappHtml = `<!doctype html><html lang="en"><head><title>Solana dApp</title><script>${bundle.outputFiles[0]!.text.replace(/<\/script/gi, '<\\/script')}</script></head><body>dApp</body></html>`
})

const { newSession } = useBrowser()

interface Outcome<T> {
  value?: T
  error?: { code: unknown; message: string }
}

async function dappWithWallet(accountIndex: number) {
  const { page } = await newSession({ goto: false })
  await page.route(DAPP_URL, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: dappHtml }))
  const wallet = await installSolanaTestWallet(page, { accountIndex })
  await page.goto(DAPP_URL)
  return { page, wallet }
}

const call = <T>(page: Page, expression: string) => page.evaluate(expression) as Promise<Outcome<T>>

test('the adapter lists the test wallet, connects it and gets signatures that verify with its key', async () => {
  const { page, wallet } = await dappWithWallet(19)
  await expect.poll(() => page.evaluate('window.dapp.record.connectors.map((c) => [c.id, c.type])')).toEqual([[NAME, 'ANNOUNCED']])
  expect(await call(page, 'window.dapp.connect()')).toEqual({ value: { address: solanaTestKeypair(19).address, chainId: '5fp3J9jKX6jt6hUcoPTeiKfVdGsGBdvq' } })

  const signed = await call<string>(page, `window.dapp.signMessage(${JSON.stringify(wallet.address)}, 'Sign in to the dApp ✓')`)
  expect(ed25519.verify(base58.decode(signed.value!), new TextEncoder().encode('Sign in to the dApp ✓'), wallet.publicKey)).toBe(true)

  const from = new PublicKey(wallet.address)
  const unsigned = new Transaction({ feePayer: from, blockhash: solanaTestKeypair(500).address, lastValidBlockHeight: 1 })
    .add(SystemProgram.transfer({ fromPubkey: from, toPubkey: new PublicKey(solanaTestKeypair(18).address), lamports: 1_000 }))
    .serialize({ requireAllSignatures: false, verifySignatures: false })
  const transaction = await call<string>(page, `window.dapp.signTransaction(${JSON.stringify(base64.encode(unsigned))})`)
  expect(Transaction.from(base64.decode(transaction.value!)).verifySignatures()).toBe(true)
  expect(wallet.requests.map(({ method, outcome }) => `${method}:${outcome.status}`)).toEqual(['standard:connect:ok', 'solana:signMessage:ok', 'solana:signTransaction:ok'])
})

test("the wallet's refusal reaches the dApp as 4001, its account change as a change, and a reload reconnects silently", async () => {
  const { page, wallet } = await dappWithWallet(18)
  await expect.poll(() => page.evaluate('window.dapp.record.connectors.length')).toBe(1)
  wallet.faults.next({ kind: 'reject' })
  expect(await call(page, 'window.dapp.connect()')).toEqual({ error: { code: 4001, message: 'User rejected the request.' } })
  expect((await call(page, 'window.dapp.connect()')).value).toMatchObject({ address: wallet.address })

  wallet.setAccount(19)
  await expect.poll(() => page.evaluate('window.dapp.record.changes')).toEqual([[solanaTestKeypair(19).address]])

  await page.reload()
  await expect.poll(() => page.evaluate('window.dapp.record.connectors.length')).toBe(1)
  expect(await call(page, 'window.dapp.reconnect()')).toEqual({ value: { address: solanaTestKeypair(19).address, chainId: '5fp3J9jKX6jt6hUcoPTeiKfVdGsGBdvq' } })
  expect(wallet.requests.at(-1)).toMatchObject({ method: 'standard:connect', params: { silent: true } })

  await call(page, 'window.dapp.disconnect()')
  expect(wallet.connected).toBe(false)
  expect(await call(page, 'window.dapp.reconnect()')).toEqual({ value: undefined })
})
