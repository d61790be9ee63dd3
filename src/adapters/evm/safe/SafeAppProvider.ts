import type { Eip1193Provider, RequestArguments } from '../../../kernel/adapterTypes'
import { ProviderRpcError, PROVIDER_CODES } from '../../../kernel/errors/provider'
import { toHexChainId } from '../parseChainId'
import type { SafeChannel } from './SafeChannel'
import { SAFE_METHODS, safeSignatureSchema, safeTxHashSchema, type SafeInfo } from './safeMessages'

/** The reads the Safe Apps provider forwards to the Safe's node (rpcCall), as the SDK's eth helpers do. */
const READS = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
])

const list = (params: RequestArguments['params']): readonly unknown[] => (Array.isArray(params) ? params : [])

const invalid = (message: string) => new ProviderRpcError(PROVIDER_CODES.invalidParams, { message })

/**
 * An EIP-1193 provider for a page framed by a Safe, as @safe-global/safe-apps-provider maps the calls: the
 * account is the Safe, eth_sendTransaction proposes a Safe transaction (and resolves with its safeTxHash),
 * personal_sign and eth_signTypedData_v4 ask the Safe to sign, and reads go through the Safe's node (rpcCall).
 */
export class SafeAppProvider implements Eip1193Provider {
  constructor(
    private readonly channel: SafeChannel,
    readonly safe: SafeInfo,
  ) {}

  async request({ method, params }: RequestArguments): Promise<unknown> {
    const args = list(params)
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [this.safe.safeAddress]
      case 'eth_chainId':
        return toHexChainId(this.safe.chainId)
      case 'net_version':
        return String(this.safe.chainId)
      case 'personal_sign':
        this.assertSafe(args[1])
        return this.signature(await this.channel.request(SAFE_METHODS.signMessage, { message: args[0] }))
      case 'eth_signTypedData_v4': {
        this.assertSafe(args[0])
        const typedData = typeof args[1] === 'string' ? (JSON.parse(args[1]) as unknown) : args[1]
        return this.signature(await this.channel.request(SAFE_METHODS.signTypedMessage, { typedData }))
      }
      case 'eth_sendTransaction':
        return this.send(args[0])
      default:
        if (READS.has(method)) return this.channel.request(SAFE_METHODS.rpcCall, { call: method, params: args })
        throw new ProviderRpcError(PROVIDER_CODES.unsupportedMethod, { message: `The Safe app provider does not support ${method}` })
    }
  }

  /** Stops listening to the parent (the kit is destroyed). */
  close(): void {
    this.channel.close()
  }

  private assertSafe(address: unknown): void {
    if (typeof address !== 'string' || address.toLowerCase() !== this.safe.safeAddress.toLowerCase()) throw invalid('The address or message hash is invalid')
  }

  /** A Safe that collects owners' signatures on chain answers without one: the SDK's provider then gives '0x'. */
  private signature(data: unknown): string {
    const parsed = safeSignatureSchema.safeParse(data)
    return (parsed.success && parsed.data.signature) || '0x'
  }

  private async send(value: unknown): Promise<string> {
    if (typeof value !== 'object' || value === null) throw invalid('Invalid transaction')
    const tx = value as { to?: unknown; value?: unknown; data?: unknown; gas?: unknown }
    if (typeof tx.to !== 'string') throw invalid("Invalid 'to' address")
    const gas = typeof tx.gas === 'string' || typeof tx.gas === 'number' ? Number(tx.gas) : undefined
    const call = {
      to: tx.to,
      // The Safe reads wei as a decimal string.
      value: typeof tx.value === 'string' || typeof tx.value === 'number' || typeof tx.value === 'bigint' ? BigInt(tx.value).toString() : '0',
      data: typeof tx.data === 'string' ? tx.data : '0x',
    }
    const data = await this.channel.request(SAFE_METHODS.sendTransactions, { txs: [call], params: gas && Number.isSafeInteger(gas) ? { safeTxGas: gas } : {} })
    const parsed = safeTxHashSchema.safeParse(data)
    if (!parsed.success) throw new ProviderRpcError(PROVIDER_CODES.internal, { message: 'The Safe returned a malformed safeTxHash' })
    return parsed.data.safeTxHash
  }
}
