import { concat, encodeAbiParameters, encodeFunctionData, getContractAddress, numberToHex, type Address } from 'viem'
import { simpleAccountAbi } from './aaAbis'
import { SIMPLE_ACCOUNT_FACTORY_07, SIMPLE_ACCOUNT_IMPLEMENTATION_07 } from './aaAddresses'
import { aaBytecodes } from './aaArtifacts'

/**
 * The counterfactual address of the SimpleAccount (0.7) of `owner`, without asking a chain: what the canonical factory's
 * `getAddress(owner, salt)` answers and `createAccount(owner, salt)` deploys, i.e. CREATE2 by the factory of the
 * ERC1967Proxy creation code with (implementation, initialize(owner)). The same on every chain that has the factory.
 */
export function simpleAccountAddress(owner: Address, salt = 0n): Address {
  const initialize = encodeFunctionData({ abi: simpleAccountAbi, functionName: 'initialize', args: [owner] })
  const constructorArgs = encodeAbiParameters([{ type: 'address' }, { type: 'bytes' }], [SIMPLE_ACCOUNT_IMPLEMENTATION_07, initialize])
  return getContractAddress({
    opcode: 'CREATE2',
    from: SIMPLE_ACCOUNT_FACTORY_07,
    salt: numberToHex(salt, { size: 32 }),
    bytecode: concat([aaBytecodes().simpleAccountProxy, constructorArgs]),
  })
}
