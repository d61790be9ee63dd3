import { getAddress, numberToHex, type Address, type LocalAccount, type PublicClient } from 'viem'
import { rpcRequest } from '../rpcRequest'
import { sendPlannedTxs } from '../sendPlannedTxs'
import { AA_FUNDS, planAccountAbstraction, type DeployedAccountAbstraction } from './planAccountAbstraction'

/** The plan's length before GangwayAccountFactory was appended (EntryPoint, SimpleAccountFactory, paymaster, deposit). */
const PLAN_BEFORE_ACCOUNT_FACTORY = 4

export interface AccountAbstractionAccounts {
  deployer: LocalAccount
  paymasterSigner: Address
  /** Given AA_FUNDS.account each with anvil_setBalance on a fresh chain (the bundler's executor and utility accounts). */
  funded: readonly Address[]
}

/**
 * Deploys the ERC-4337 contracts (planAccountAbstraction) on a local chain and funds the accounts that need ETH.
 * As for the test contracts: a deployer that has sent nothing gets the whole plan sent in one batch (the receipts
 * are checked: the EntryPoint and factories land at their planned addresses); one whose nonce is the plan's length
 * is a chain restored from a state file, where only the code is checked. One whose nonce is PLAN_BEFORE_ACCOUNT_FACTORY
 * is a chain saved before GangwayAccountFactory was added: it gets that last transaction. Any other nonce is an error.
 */
export async function deployAccountAbstraction(url: string, chainId: number, client: PublicClient, accounts: AccountAbstractionAccounts): Promise<DeployedAccountAbstraction> {
  const { plan, deployed } = planAccountAbstraction(accounts.deployer.address, accounts.paymasterSigner)
  const expected = [deployed.entryPoint, deployed.simpleAccountFactory, deployed.verifyingPaymaster, deployed.accountFactory, deployed.accountImplementation]
  const nonce = await client.getTransactionCount({ address: deployed.deployer, blockTag: 'pending' })
  if (nonce === 0) {
    const balance = numberToHex(AA_FUNDS.account)
    await Promise.all([deployed.deployer, ...accounts.funded].map((address) => rpcRequest(url, 'anvil_setBalance', [address, balance])))
    const receipts = await sendPlannedTxs(url, chainId, accounts.deployer, plan.txs)
    const paymaster = receipts[2]?.contractAddress
    if (!paymaster || getAddress(paymaster) !== deployed.verifyingPaymaster) {
      throw new Error(`chain ${chainId}: the VerifyingPaymaster deployed at ${paymaster ?? 'no address'}, planned ${deployed.verifyingPaymaster}`)
    }
  } else if (nonce === PLAN_BEFORE_ACCOUNT_FACTORY) {
    await sendPlannedTxs(url, chainId, accounts.deployer, plan.txs.slice(nonce), nonce)
  } else if (nonce !== plan.txs.length) {
    throw new Error(
      `chain ${chainId}: the ERC-4337 deployer (${deployed.deployer}) has sent ${nonce} transactions, neither 0 (a fresh chain), ${PLAN_BEFORE_ACCOUNT_FACTORY} (saved before GangwayAccountFactory) nor ${plan.txs.length} (this deployment, restored): start from a fresh chain`,
    )
  }
  const codes = await Promise.all(expected.map((address) => client.getCode({ address })))
  const missing = expected.filter((_, i) => !codes[i] || codes[i] === '0x')
  if (missing.length > 0) throw new Error(`chain ${chainId}: no ERC-4337 contract code at ${missing.join(', ')}`)
  return deployed
}
