import { action } from 'mobx'
import type { AccountStore, ParkedAccount } from '../stores/AccountStore'
import type { CaipAddress, ChainNamespace } from '../types'
import { connectionAddress } from './connectionAddress'

type Account = Pick<AccountStore, 'caipAddress' | 'connectorId' | 'walletInfo' | 'balance' | 'balanceSymbol' | 'parked' | 'parkedIn' | 'setConnected' | 'setBalance' | 'reset'>

const namespaceOf = (caipAddress: CaipAddress): string => caipAddress.split(':')[0]!

// An action here rather than on AccountStore: the store is in the initial bundle, this file is not.
const setParked = action((account: Pick<AccountStore, 'parked'>, parked: readonly ParkedAccount[]): void => {
  account.parked = parked
})

/** The parked connection of a connector in a namespace (WalletConnect and the embedded wallet connect in several), if any. */
export function parkedOf(account: Pick<AccountStore, 'parked'>, connectorId: string, namespace: ChainNamespace): ParkedAccount | undefined {
  return account.parked.find((one) => one.connectorId === connectorId && namespaceOf(one.caipAddress) === namespace)
}

/** Sets the active connection aside (its namespace's connection stays), so another namespace can become active. */
export function parkActive(account: Account): void {
  const { caipAddress, connectorId } = account
  if (!caipAddress || !connectorId) return
  const record: ParkedAccount = { caipAddress, connectorId, walletInfo: account.walletInfo, balance: account.balance, balanceSymbol: account.balanceSymbol }
  setParked(account, [...account.parked.filter((one) => namespaceOf(one.caipAddress) !== namespaceOf(caipAddress)), record])
  account.reset()
}

/** Makes a namespace's parked connection the active one again; undefined when it has none. */
export function unpark(account: Account, namespace: ChainNamespace): ParkedAccount | undefined {
  const record = account.parkedIn(namespace)
  if (!record) return undefined
  setParked(account, account.parked.filter((one) => one !== record))
  account.setConnected(record.caipAddress, record.connectorId, record.walletInfo)
  if (record.balance !== undefined && record.balanceSymbol !== undefined) account.setBalance(record.balance, record.balanceSymbol)
  return record
}

/** A parked connection ends (its wallet disconnected, or the visitor disconnected it). */
export function dropParked(account: Account, connectorId: string, namespace: ChainNamespace): void {
  const record = parkedOf(account, connectorId, namespace)
  if (record) setParked(account, account.parked.filter((one) => one !== record))
}

/** A parked connection's wallet moved to another account or chain: the parked record follows it (a malformed one is ignored). */
export function moveParked(account: Account, parked: ParkedAccount, change: { readonly address?: string | undefined; readonly chainId?: number | string }): void {
  const [namespace, reference, address] = parked.caipAddress.split(':') as [ChainNamespace, string, string]
  let caipAddress: CaipAddress
  try {
    caipAddress = connectionAddress(namespace, change.chainId ?? reference, change.address ?? address)
  } catch (error) {
    return console.warn('[gangway] ignored a malformed account change', error)
  }
  setParked(account, account.parked.map((one) => (one === parked ? { ...one, caipAddress, balance: undefined, balanceSymbol: undefined } : one)))
}
