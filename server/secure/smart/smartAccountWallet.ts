import { createPublicClient, http, numberToHex, type Address, type Hash, type Hex, type LocalAccount, type PublicClient, type SignableMessage, type TypedDataDefinition } from 'viem'
import { createBundlerClient, type UserOperationReceipt } from 'viem/account-abstraction'
import { z } from 'zod'
import { gangwayAccountAddress } from '../../chain/aa/gangwayAccountAddress'
import { toGangwayAccount } from '../../chain/aa/toGangwayAccount'
import { rpcUrl, type LocalChain } from '../../chain/chains'
import { viemChain } from '../../chain/deployContracts'
import { bundlerEndpoint, type SmartAccountSetup } from './smartAccountChains'

const NODE_TIMEOUT_MS = 15_000

/** One call of a user operation (EIP-5792's call shape, parsed). */
export interface SmartCall {
  to: Address
  value?: bigint
  data?: Hex
}

/** EIP-5792 (version 2.0.0) wallet_getCallsStatus answer. */
export interface CallsStatus {
  version: '2.0.0'
  id: Hash
  chainId: Hex
  atomic: boolean
  /** 100 pending, 200 confirmed, 500 reverted on chain. */
  status: 100 | 200 | 500
  receipts?: { status: '0x1' | '0x0'; blockHash: Hash; blockNumber: Hex; gasUsed: Hex; transactionHash: Hash; logs: [] }[]
}

const gasPriceSchema = z.object({ fast: z.object({ maxFeePerGas: z.string().regex(/^0x[0-9a-fA-F]+$/), maxPriorityFeePerGas: z.string().regex(/^0x[0-9a-fA-F]+$/) }) })

/**
 * The embedded wallet's smart account (a GangwayAccount) on one chain: the owner's key stays here, the bundler is reached
 * through chain data.
 */
export class SmartAccountWallet {
  private readonly client: PublicClient

  constructor(
    private readonly setup: SmartAccountSetup,
    private readonly chain: LocalChain,
    private readonly owner: LocalAccount,
    private readonly projectId: string,
  ) {
    this.client = createPublicClient({ chain: viemChain(chain), transport: http(rpcUrl(chain), { timeout: NODE_TIMEOUT_MS, retryCount: 0 }), cacheTime: 0 })
  }

  /** The counterfactual address of the owner's GangwayAccount (the same on every chain with its factory); no chain call. */
  get address(): Address {
    return gangwayAccountAddress(this.owner.address)
  }

  /** INIT_SMART_ACCOUNT: the address and whether the account has been deployed on this chain yet. */
  async init(): Promise<{ address: Address; isDeployed: boolean }> {
    const code = await this.client.getCode({ address: this.address })
    return { address: this.address, isDeployed: code !== undefined && code !== '0x' }
  }

  private bundler() {
    const send = this.setup.fetch ?? fetch
    const url = bundlerEndpoint(this.setup, this.projectId, this.chain.id)
    return createBundlerClient({ client: this.client, transport: http(url, { retryCount: 0, timeout: NODE_TIMEOUT_MS, fetchFn: async (input, init) => send(String(input), init ?? {}) }) })
  }

  /**
   * Sends the calls as one user operation (one call: `execute`; several: one atomic `executeBatch`), gas estimated by the
   * bundler, fees from its pimlico_getUserOperationGasPrice ('fast'), signed by the owner; the first one also deploys the
   * account. Resolves with the user-operation hash once the bundler has accepted it (not yet included).
   */
  async sendCalls(calls: readonly SmartCall[]): Promise<Hash> {
    const bundler = this.bundler()
    const account = await toGangwayAccount(this.client, this.owner)
    const { fast } = gasPriceSchema.parse(await bundler.request({ method: 'pimlico_getUserOperationGasPrice' as never, params: [] as never }))
    return bundler.sendUserOperation({
      account,
      calls: calls.map((call) => ({ to: call.to, value: call.value ?? 0n, data: call.data ?? '0x' })),
      maxFeePerGas: BigInt(fast.maxFeePerGas),
      maxPriorityFeePerGas: BigInt(fast.maxPriorityFeePerGas),
    })
  }

  /**
   * personal_sign from the smart account: an ERC-1271 signature (the owner signs the replay-safe hash of the EIP-191
   * hash, bound to this account and chain), ERC-6492 wrapped with the factory call while the account is not deployed
   * on this chain, so viem's verifyMessage (and any 6492-aware verifier) accepts it before and after deployment.
   */
  async signMessage(message: SignableMessage): Promise<Hex> {
    const account = await toGangwayAccount(this.client, this.owner)
    return account.signMessage({ message })
  }

  /** eth_signTypedData_v4 from the smart account: as signMessage, for the EIP-712 hash of `typedData`. */
  async signTypedData(typedData: TypedDataDefinition): Promise<Hex> {
    const account = await toGangwayAccount(this.client, this.owner)
    return account.signTypedData(typedData)
  }

  /** The user operation's receipt, or null while it is not included. */
  async receipt(hash: Hash): Promise<UserOperationReceipt | null> {
    return this.bundler().getUserOperationReceipt({ hash }).catch((error: unknown) => {
      if (error instanceof Error && error.name === 'UserOperationReceiptNotFoundError') return null
      throw error
    })
  }

  /**
   * EIP-5792 wallet_getCallsStatus of a batch sent with sendCalls (its id is the user-operation hash): atomic; 100 while
   * pending, 200 when the operation succeeded, 500 when it was included but reverted (nothing of the batch happened).
   */
  async callsStatus(hash: Hash): Promise<CallsStatus> {
    const receipt = await this.receipt(hash)
    const base = { version: '2.0.0', id: hash, chainId: numberToHex(this.chain.id), atomic: true } as const
    if (!receipt) return { ...base, status: 100 }
    const tx = receipt.receipt
    return {
      ...base,
      status: receipt.success ? 200 : 500,
      receipts: [{ status: receipt.success ? '0x1' : '0x0', blockHash: tx.blockHash, blockNumber: numberToHex(tx.blockNumber), gasUsed: numberToHex(receipt.actualGasUsed), transactionHash: tx.transactionHash, logs: [] }],
    }
  }
}

/**
 * EIP-5792 wallet_getCapabilities of a smart account: atomic batches on every smart-account network; no paymaster
 * service yet (the VerifyingPaymaster is deployed, but nothing signs sponsorships for projects so far).
 */
export function smartAccountCapabilities(networks: readonly number[]): Record<Hex, { atomic: { status: 'supported' }; paymasterService: { supported: boolean } }> {
  return Object.fromEntries(networks.map((id) => [numberToHex(id), { atomic: { status: 'supported' as const }, paymasterService: { supported: false } }]))
}
