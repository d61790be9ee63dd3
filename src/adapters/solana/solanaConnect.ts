import type { SessionProvider } from '../../kernel/adapterTypes'
import { WalletError } from '../../kernel/errors/wallet'
import { featureOf, solanaAccounts, type ChangeProperties } from './standardFeatures'
import { walletCall } from './walletRejection'
import type { StandardAccount, StandardWallet } from './walletStandard'

/**
 * What the Solana adapter does to connect, restore and follow a wallet: its own chunk, fetched with the first
 * connect or restore (discovery, in SolanaAdapter.ts, is all the page loads up front).
 */

/** A connected account; `account` is the wallet's own object (Wallet Standard wallets), which its features take. */
export interface SolanaConnection {
  readonly address: string
  readonly account: StandardAccount | undefined
}

/** The wallet to talk to: a WalletConnect session, or a Wallet Standard wallet. */
export type SolanaWalletSource = { readonly session: SessionProvider } | { readonly wallet: StandardWallet }

/** The wallet's accounts now (a new first one, or none when it ended), as the watcher reports them. */
export type OnAddresses = (addresses: readonly string[], account: StandardAccount | undefined) => void

const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** The addresses of a WalletConnect answer: [{ pubkey }] (solana_requestAccounts, solana_getAccounts). */
function pubkeysOf(answer: unknown): string[] {
  if (!Array.isArray(answer)) throw new WalletError('MALFORMED_ACCOUNTS')
  return answer.map((entry: unknown) => {
    const pubkey = typeof entry === 'object' && entry !== null ? (entry as { pubkey?: unknown }).pubkey : undefined
    if (typeof pubkey !== 'string' || !BASE58_ADDRESS.test(pubkey)) throw new WalletError('MALFORMED_ACCOUNTS')
    return pubkey
  })
}

/** Asks the wallet to connect (a prompt); rejects with its refusal as 4001, or when it grants no account. */
export async function connectSolanaWallet(source: SolanaWalletSource): Promise<SolanaConnection> {
  let connection: SolanaConnection | undefined
  if ('session' in source) {
    const [address] = pubkeysOf(await walletCall(() => source.session.request({ method: 'solana_requestAccounts' })))
    connection = address === undefined ? undefined : { address, account: undefined }
  } else {
    const feature = featureOf(source.wallet, 'standard:connect')!
    const [account] = solanaAccounts((await walletCall(() => feature.connect())).accounts)
    connection = account && { address: account.address, account }
  }
  if (!connection) throw new WalletError('NO_ACCOUNT')
  return connection
}

/** Without a prompt: the account the wallet still grants, or undefined (also when it refuses the silent connect). */
export async function restoreSolanaWallet(source: SolanaWalletSource): Promise<SolanaConnection | undefined> {
  try {
    if ('session' in source) {
      const [address] = pubkeysOf(await source.session.request({ method: 'solana_getAccounts' }))
      return address === undefined ? undefined : { address, account: undefined }
    }
    const [account] = solanaAccounts((await featureOf(source.wallet, 'standard:connect')!.connect({ silent: true })).accounts)
    return account && { address: account.address, account }
  } catch {
    // A wallet that no longer trusts the site refuses the silent connect: not connected, no prompt.
    return undefined
  }
}

/** Follows the wallet's account changes (a session's EIP-1193 events, or standard:events); returns the stop. */
export function watchSolanaWallet(source: SolanaWalletSource, onAddresses: OnAddresses): (() => void) | undefined {
  if ('session' in source) return watchSession(source.session, onAddresses)
  const events = featureOf(source.wallet, 'standard:events')
  if (!events) return undefined
  return events.on('change', ({ accounts }: ChangeProperties) => {
    if (!Array.isArray(accounts)) return
    const list = solanaAccounts(accounts)
    onAddresses(list.map(({ address }) => address), list[0])
  })
}

/** A WalletConnect session tells of account changes and its end as EIP-1193 events. */
function watchSession(session: SessionProvider, onAddresses: OnAddresses): (() => void) | undefined {
  if (typeof session.on !== 'function') return undefined
  const onAccounts = (addresses: unknown) => {
    const accounts = Array.isArray(addresses) ? addresses.filter((address): address is string => typeof address === 'string' && BASE58_ADDRESS.test(address)) : []
    onAddresses(accounts, undefined)
  }
  const onDisconnect = () => onAddresses([], undefined)
  session.on('accountsChanged', onAccounts as (payload: never) => void)
  session.on('disconnect', onDisconnect)
  return () => {
    session.removeListener?.('accountsChanged', onAccounts as (payload: never) => void)
    session.removeListener?.('disconnect', onDisconnect)
  }
}
