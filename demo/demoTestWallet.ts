import { gangwayLocal, gangwayLocal2 } from './networks'

const ENABLED_KEY = 'gangway-demo/test-wallet'
const CONNECTED_KEY = 'gangway-demo/test-wallet-connected'

/**
 * The demo's own test wallet (gangway/testing), for visitors without a browser wallet: a real EIP-1193
 * wallet in the page, on the local chains, with the well-known test mnemonic. Development only.
 * It is loaded on demand (it brings viem's signing code) and comes back after a reload once added.
 */
export async function addDemoTestWallet(): Promise<void> {
  localStorage.setItem(ENABLED_KEY, '1')
  const { announceTestWallet, createTestWallet } = await import('gangway/testing')
  const chains = [gangwayLocal, gangwayLocal2].map((network) => ({ id: Number(network.id), name: network.name, rpcUrl: network.rpcUrls.default.http[0] ?? '' }))
  const wallet = createTestWallet({ chains, info: { name: 'Gangway Test Wallet' } })
  // Like an extension, it remembers that this site is connected.
  if (localStorage.getItem(CONNECTED_KEY) === '1') wallet.connect()
  wallet.on('accountsChanged', (accounts) => localStorage.setItem(CONNECTED_KEY, accounts.length > 0 ? '1' : '0'))
  announceTestWallet(wallet)
}

export const demoTestWalletAdded = (): boolean => localStorage.getItem(ENABLED_KEY) === '1'

export function removeDemoTestWallet(): void {
  localStorage.removeItem(ENABLED_KEY)
  localStorage.removeItem(CONNECTED_KEY)
  location.reload()
}
