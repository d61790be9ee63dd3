/** What the real Farcaster app does when the user approves a channel: sign the app's SIWE message with the custody key. */
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import type { FarcasterTestAccount } from './farcasterAccounts'
import type { ChannelRequest, FarcasterApproval } from './farcasterChannels'

/** Farcaster's sign-in messages name OP Mainnet, where its ID registry lives. */
const FARCASTER_CHAIN_ID = 10

export async function signFarcasterApproval(request: ChannelRequest, account: FarcasterTestAccount, issuedAt: Date): Promise<FarcasterApproval> {
  const message = createSiweMessage({
    domain: request.domain,
    address: account.custody,
    statement: 'Farcaster Auth',
    uri: request.siweUri,
    version: '1',
    chainId: FARCASTER_CHAIN_ID,
    nonce: request.nonce,
    issuedAt,
    resources: [`farcaster://fid/${account.fid}`],
  })
  const signature = await privateKeyToAccount(account.custodyPrivateKey).signMessage({ message })
  return { message, signature, fid: account.fid, username: account.username, displayName: account.displayName, custody: account.custody }
}
