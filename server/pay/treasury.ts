import { createPublicClient, createWalletClient, erc20Abi, http, type Address, type Hash, type LocalAccount } from 'viem'
import { rpcUrl, type LocalChain } from '../chain/chains'
import { viemChain } from '../chain/deployContracts'

/** What the treasury sends: base units of a token (or the native coin: no address) on a local chain. */
export interface TreasuryTransfer {
  chain: LocalChain
  /** The token contract; undefined for the native coin. */
  token?: Address | undefined
  to: Address
  units: bigint
}

export type TransferOutcome =
  | { status: 'success' | 'reverted'; hash: Hash }
  /** Sent, but no receipt in time: it may still land. */
  | { status: 'unconfirmed'; hash: Hash }
  | { status: 'not_sent'; reason: string }

const RECEIPT_TIMEOUT_MS = 30_000

/**
 * The payment provider's treasury on the local chains: sends purchases from its account, one transfer at a time per
 * chain (its nonces stay in order), and waits for each receipt.
 */
export class Treasury {
  private readonly queues = new Map<number, Promise<unknown>>()

  constructor(private readonly account: LocalAccount) {}

  get address(): Address {
    return this.account.address
  }

  /** Sends and waits for the receipt; 'not_sent' when the node refused it or did not answer (nothing left the treasury). */
  send(transfer: TreasuryTransfer): Promise<TransferOutcome> {
    const previous = this.queues.get(transfer.chain.id) ?? Promise.resolve()
    const next = previous.catch(() => undefined).then(() => this.sendNow(transfer))
    this.queues.set(transfer.chain.id, next)
    return next
  }

  private async sendNow({ chain, token, to, units }: TreasuryTransfer): Promise<TransferOutcome> {
    const transport = http(rpcUrl(chain), { retryCount: 0, timeout: 10_000 })
    const wallet = createWalletClient({ chain: viemChain(chain), transport, account: this.account })
    const client = createPublicClient({ chain: viemChain(chain), transport, pollingInterval: 50, cacheTime: 0 })
    let hash: Hash
    try {
      hash = token
        ? await wallet.writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [to, units] })
        : await wallet.sendTransaction({ to, value: units })
    } catch (error) {
      return { status: 'not_sent', reason: error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error) }
    }
    try {
      const receipt = await client.waitForTransactionReceipt({ hash, timeout: RECEIPT_TIMEOUT_MS })
      return { status: receipt.status === 'success' ? 'success' : 'reverted', hash }
    } catch {
      return { status: 'unconfirmed', hash }
    }
  }
}
