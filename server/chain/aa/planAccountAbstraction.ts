import { concat, encodeDeployData, getContractAddress, parseEther, type Address } from 'viem'
import { TxPlan } from '../txPlan'
import { gangwayAccountFactoryAbi, gangwayAccountFactoryBytecode } from '../contracts/gangwayAccountArtifacts'
import { simpleAccountFactoryAbi, verifyingPaymasterAbi } from './aaAbis'
import {
  DETERMINISTIC_DEPLOYER,
  ENTRY_POINT_07,
  ENTRY_POINT_07_SALT,
  GANGWAY_ACCOUNT_FACTORY,
  GANGWAY_ACCOUNT_FACTORY_SALT,
  GANGWAY_ACCOUNT_IMPLEMENTATION,
  SIMPLE_ACCOUNT_FACTORY_07,
  SIMPLE_ACCOUNT_FACTORY_07_SALT,
  SIMPLE_ACCOUNT_IMPLEMENTATION_07,
} from './aaAddresses'
import { aaBytecodes } from './aaArtifacts'

/**
 * Mnemonic accounts of the ERC-4337 set-up; no test uses them (#0–#21 are the tests', #9 the test contracts' deployer,
 * #100 the payment provider's treasury). Anvil funds only #0–#9: these get their ETH with anvil_setBalance.
 */
export const AA_ACCOUNTS = {
  /** Deploys the ERC-4337 contracts and owns the paymaster. */
  deployer: 40,
  /** The verifying paymaster's signer: a dev key the reference cloud holds (loopback only). */
  paymasterSigner: 41,
  /** The bundler's executor: sends handleOps. */
  bundlerExecutor: 42,
  /** The bundler's utility account: deploys its simulation contracts, refills the executor. */
  bundlerUtility: 43,
} as const

/** ETH each funded account gets, and the paymaster's deposit in the EntryPoint (what sponsored operations spend). */
export const AA_FUNDS = { account: parseEther('1000'), paymasterDeposit: parseEther('100') } as const

// Gas limits with headroom over what each used on anvil (the plan is signed without estimates).
const GAS = { entryPoint: 4_500_000n, factory: 3_000_000n, paymaster: 1_600_000n, deposit: 100_000n, accountFactory: 3_000_000n } as const

export interface DeployedAccountAbstraction {
  entryPoint: Address
  entryPointVersion: '0.7'
  simpleAccountFactory: Address
  simpleAccountImplementation: Address
  /** GangwayAccountFactory: the embedded wallets' smart accounts (GangwayAccount, which verifies ERC-1271 signatures). */
  accountFactory: Address
  accountImplementation: Address
  verifyingPaymaster: Address
  /** The address whose signature the paymaster accepts. */
  paymasterSigner: Address
  /** Wei the paymaster deposited in the EntryPoint at deployment. */
  paymasterDeposit: bigint
  deployer: Address
}

/**
 * EntryPoint v0.7 and SimpleAccountFactory 0.7 at their canonical addresses (CREATE2 through the deterministic
 * deployer, from the published creation code), then the VerifyingPaymaster (CREATE, so the deployer owns it) and its
 * deposit in the EntryPoint, then GangwayAccountFactory (CREATE2, salt 0, from the committed creation code; last, so
 * a chain saved before it existed gets only that transaction). Planned from the deployer's nonce 0.
 */
export function planAccountAbstraction(deployer: Address, paymasterSigner: Address): { plan: TxPlan; deployed: DeployedAccountAbstraction } {
  const code = aaBytecodes()
  const plan = new TxPlan(deployer)
  plan.send('deploy EntryPoint v0.7', GAS.entryPoint, DETERMINISTIC_DEPLOYER, concat([ENTRY_POINT_07_SALT, code.entryPoint]))
  const factoryCode = encodeDeployData({ abi: simpleAccountFactoryAbi, bytecode: code.simpleAccountFactory, args: [ENTRY_POINT_07] })
  plan.send('deploy SimpleAccountFactory', GAS.factory, DETERMINISTIC_DEPLOYER, concat([SIMPLE_ACCOUNT_FACTORY_07_SALT, factoryCode]))
  const paymaster = plan.deploy('deploy VerifyingPaymaster', GAS.paymaster, { abi: verifyingPaymasterAbi, bytecode: code.verifyingPaymaster, args: [ENTRY_POINT_07, paymasterSigner] })
  plan.call('deposit for the VerifyingPaymaster', GAS.deposit, paymaster, { abi: verifyingPaymasterAbi, functionName: 'deposit', args: [] }, AA_FUNDS.paymasterDeposit)
  const accountFactoryCode = encodeDeployData({ abi: gangwayAccountFactoryAbi, bytecode: gangwayAccountFactoryBytecode, args: [ENTRY_POINT_07] })
  plan.send('deploy GangwayAccountFactory', GAS.accountFactory, DETERMINISTIC_DEPLOYER, concat([GANGWAY_ACCOUNT_FACTORY_SALT, accountFactoryCode]))
  // The canonical addresses follow from the creation code: a package whose code differs would land elsewhere.
  const entryPoint = getContractAddress({ opcode: 'CREATE2', from: DETERMINISTIC_DEPLOYER, salt: ENTRY_POINT_07_SALT, bytecode: code.entryPoint })
  const factory = getContractAddress({ opcode: 'CREATE2', from: DETERMINISTIC_DEPLOYER, salt: SIMPLE_ACCOUNT_FACTORY_07_SALT, bytecode: factoryCode })
  if (entryPoint !== ENTRY_POINT_07 || factory !== SIMPLE_ACCOUNT_FACTORY_07) {
    throw new Error(`the published ERC-4337 artifacts derive EntryPoint ${entryPoint} and SimpleAccountFactory ${factory}, not the canonical ${ENTRY_POINT_07} and ${SIMPLE_ACCOUNT_FACTORY_07}`)
  }
  // Every embedded wallet's smart-account address follows from it: recompiled code that differs is refused here.
  const accountFactory = getContractAddress({ opcode: 'CREATE2', from: DETERMINISTIC_DEPLOYER, salt: GANGWAY_ACCOUNT_FACTORY_SALT, bytecode: accountFactoryCode })
  if (accountFactory !== GANGWAY_ACCOUNT_FACTORY) {
    throw new Error(`the compiled GangwayAccountFactory lands at ${accountFactory}, not ${GANGWAY_ACCOUNT_FACTORY}: its creation code changed (update GANGWAY_ACCOUNT_FACTORY only on purpose: every smart account moves)`)
  }
  return {
    plan,
    deployed: {
      entryPoint,
      entryPointVersion: '0.7',
      simpleAccountFactory: factory,
      simpleAccountImplementation: SIMPLE_ACCOUNT_IMPLEMENTATION_07,
      accountFactory,
      accountImplementation: GANGWAY_ACCOUNT_IMPLEMENTATION,
      verifyingPaymaster: paymaster,
      paymasterSigner,
      paymasterDeposit: AA_FUNDS.paymasterDeposit,
      deployer,
    },
  }
}
