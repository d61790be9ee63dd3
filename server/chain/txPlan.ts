import { encodeDeployData, encodeFunctionData, getContractAddress, type Abi, type Address, type ContractConstructorArgs, type ContractFunctionArgs, type ContractFunctionName, type Hex } from 'viem'

/** One transaction of a plan: sent from the plan's account with the nonce of its position. */
export interface PlannedTx {
  /** What it does, for errors and logs ('deploy gUSD', 'mint gEUR to 0x…'). */
  what: string
  /** null for a deployment. */
  to: Address | null
  data: Hex
  value: bigint
  /** Gas limit: explicit, so the whole plan can be signed and sent at once (no estimate per transaction). */
  gas: bigint
}

/**
 * Transactions from one account, planned before any is sent: the n-th has nonce n (the plan starts on a fresh
 * account), so every contract address is known up front (CREATE: sender + nonce) and later transactions can use it.
 */
export class TxPlan {
  readonly txs: PlannedTx[] = []

  constructor(readonly from: Address) {}

  /** Plans a deployment and returns the address it will have. */
  deploy<const abi extends Abi>(what: string, gas: bigint, contract: { abi: abi; bytecode: Hex; args: ContractConstructorArgs<abi> }): Address {
    const address = getContractAddress({ from: this.from, nonce: BigInt(this.txs.length) })
    this.txs.push({ what, to: null, data: encodeDeployData(contract as Parameters<typeof encodeDeployData>[0]), value: 0n, gas })
    return address
  }

  /** Plans a contract call. */
  call<const abi extends Abi, name extends ContractFunctionName<abi, 'nonpayable' | 'payable'>>(
    what: string,
    gas: bigint,
    to: Address,
    call: { abi: abi; functionName: name; args: ContractFunctionArgs<abi, 'nonpayable' | 'payable', name> },
    value = 0n,
  ): void {
    this.txs.push({ what, to, data: encodeFunctionData(call as Parameters<typeof encodeFunctionData>[0]), value, gas })
  }

  /** Plans a transaction with ready-made calldata (e.g. to the deterministic CREATE2 deployer, which has no ABI). */
  send(what: string, gas: bigint, to: Address, data: Hex, value = 0n): void {
    this.txs.push({ what, to, data, value, gas })
  }
}
