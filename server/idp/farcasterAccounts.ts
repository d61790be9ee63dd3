/**
 * The Farcaster accounts the local relay stand-in can sign in as. TEST ONLY: each custody key is
 * keccak256('gangway farcaster <fid>'), public by construction; never hold anything with these addresses.
 */
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { keccak256, toBytes } from 'viem'

export interface FarcasterTestAccount {
  fid: number
  username: string
  displayName: string
  /** The custody address, which signs the Sign-In with Ethereum message. */
  custody: Address
  custodyPrivateKey: Hex
}

function account(fid: number, username: string, displayName: string): FarcasterTestAccount {
  const custodyPrivateKey = keccak256(toBytes(`gangway farcaster ${fid}`))
  return { fid, username, displayName, custody: privateKeyToAccount(custodyPrivateKey).address, custodyPrivateKey }
}

export const FARCASTER_TEST_ACCOUNTS: readonly FarcasterTestAccount[] = [
  account(1001, 'farcaster-alice', 'Alice on Farcaster'),
  account(1002, 'farcaster-bob', 'Bob on Farcaster'),
]

export function findFarcasterTestAccount(fid: number): FarcasterTestAccount | undefined {
  return FARCASTER_TEST_ACCOUNTS.find((candidate) => candidate.fid === fid)
}

/**
 * fid → custody address of the test accounts: what the secure site's local ID registry trusts when it signs in
 * through this stand-in (in place of the chain's IdRegistry).
 */
export const FARCASTER_TEST_CUSTODY: ReadonlyMap<number, Address> = new Map(FARCASTER_TEST_ACCOUNTS.map((test) => [test.fid, test.custody]))
