import { BaseError, createPublicClient, http, numberToHex, RpcRequestError, type Address, type Hash, type Hex, type LocalAccount, type PublicClient, type SignableMessage, type TypedDataDefinition } from 'viem'
import { createBundlerClient, createPaymasterClient, type UserOperationReceipt } from 'viem/account-abstraction'
import { z } from 'zod'
import { gangwayAccountAddress } from '../../chain/aa/gangwayAccountAddress'
import { toGangwayAccount } from '../../chain/aa/toGangwayAccount'
import { rpcUrl, type LocalChain } from '../../chain/chains'
import { viemChain } from '../../chain/deployContracts'
import { SPONSORSHIP_REFUSED_CODE } from '../../chain/paymaster/paymasterRoutes'
import { bundlerEndpoint, paymasterEndpoint, type SmartAccountSetup } from './smartAccountChains'

const NODE_TIMEOUT_MS = 15_000
/** The call gas a user operation gets, in percent of the bundler's estimate. */
const CALL_GAS_HEADROOM_PERCENT = 150n

/** One call of a user operation (EIP-5792's call shape, parsed). */
export interface SmartCall {
  to: Address
  value?: bigint
  data?: Hex
}

export interface SendCallsOptions {
  /** Gas paid by the cloud's paymaster (POST /v1/paymaster, ERC-7677) for the project, not by the account. */
  sponsored?: boolean
}

/** The paymaster would not sponsor the operation (the project does not sponsor gas, or the operation may cost too much). */
export class SponsorshipRefusedError extends Error {
  override name = 'SponsorshipRefusedError'
  readonly code = 'GAS_SPONSORSHIP_REFUSED'
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

  private paymaster() {
    const send = this.setup.fetch ?? fetch
    const url = paymasterEndpoint(this.setup, this.projectId, this.chain.id)
    return { url, client: createPaymasterClient({ transport: http(url, { retryCount: 0, timeout: NODE_TIMEOUT_MS, fetchFn: async (input, init) => send(String(input), init ?? {}) }) }) }
  }

  /**
   * Sends the calls as one user operation (one call: `execute`; several: one atomic `executeBatch`), gas estimated by the
   * bundler, fees from its pimlico_getUserOperationGasPrice ('fast'), signed by the owner; the first one also deploys the
   * account. `sponsored`: the cloud's paymaster pays the gas (ERC-7677 stub data for the estimate, then its signed data),
   * so an account holding no ETH can send; a project that does not sponsor gets SponsorshipRefusedError. Resolves with
   * the user-operation hash once the bundler has accepted it (not yet included).
   */
  async sendCalls(calls: readonly SmartCall[], options: SendCallsOptions = {}): Promise<Hash> {
    const bundler = this.bundler()
    const paymaster = options.sponsored ? this.paymaster() : undefined
    const account = await toGangwayAccount(this.client, this.owner)
    const { fast } = gasPriceSchema.parse(await bundler.request({ method: 'pimlico_getUserOperationGasPrice' as never, params: [] as never }))
    const request = {
      account,
      calls: calls.map((call) => ({ to: call.to, value: call.value ?? 0n, data: call.data ?? '0x' as Hex })),
      maxFeePerGas: BigInt(fast.maxFeePerGas),
      maxPriorityFeePerGas: BigInt(fast.maxPriorityFeePerGas),
      ...(paymaster ? { paymaster: paymaster.client } : {}),
    }
    try {
      // The bundler simulates on the latest block; the operation runs in a later one, where a call may take another path
      // (a Uniswap pair updates its price accumulators once per block time): its call gas gets headroom, or it would run
      // out inside and revert while handleOps succeeds. Set before the paymaster signs, so its signature covers it.
      const gas = await bundler.estimateUserOperationGas(request)
      return await bundler.sendUserOperation({ ...request, ...gas, callGasLimit: (gas.callGasLimit * CALL_GAS_HEADROOM_PERCENT) / 100n })
    } catch (error) {
      const refusal = paymaster && error instanceof BaseError ? error.walk((cause) => cause instanceof RpcRequestError && cause.url === paymaster.url && cause.code === SPONSORSHIP_REFUSED_CODE) : null
      if (refusal instanceof RpcRequestError) throw new SponsorshipRefusedError(refusal.details, { cause: error })
      throw error
    }
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
 * EIP-5792 wallet_getCapabilities of a smart account: atomic batches on every smart-account network; the paymaster
 * service on those of `sponsored` (the chains where paymasterSponsors answers true for the frame's project).
 */
export function smartAccountCapabilities(
  networks: readonly number[],
  sponsored: readonly number[] = [],
): Record<Hex, { atomic: { status: 'supported' }; paymasterService: { supported: boolean } }> {
  return Object.fromEntries(networks.map((id) => [numberToHex(id), { atomic: { status: 'supported' as const }, paymasterService: { supported: sponsored.includes(id) } }]))
}
