import { concat, encodeAbiParameters, encodeFunctionData, getContractAddress, numberToHex, type Address } from 'viem'
import { gangwayAccountAbi, gangwayAccountProxyBytecode } from '../contracts/gangwayAccountArtifacts'
import { GANGWAY_ACCOUNT_FACTORY, GANGWAY_ACCOUNT_IMPLEMENTATION } from './aaAddresses'

/**
 * The counterfactual address of the GangwayAccount of `owner`, without asking a chain: what GangwayAccountFactory's
 * `getAddress(owner, salt)` answers and `createAccount(owner, salt)` deploys, i.e. CREATE2 by the factory of the
 * ERC1967Proxy creation code with (implementation, initialize(owner)). The same on every chain that has the factory.
 */
export function gangwayAccountAddress(owner: Address, salt = 0n): Address {
  const initialize = encodeFunctionData({ abi: gangwayAccountAbi, functionName: 'initialize', args: [owner] })
  const constructorArgs = encodeAbiParameters([{ type: 'address' }, { type: 'bytes' }], [GANGWAY_ACCOUNT_IMPLEMENTATION, initialize])
  return getContractAddress({
    opcode: 'CREATE2',
    from: GANGWAY_ACCOUNT_FACTORY,
    salt: numberToHex(salt, { size: 32 }),
    bytecode: concat([gangwayAccountProxyBytecode, constructorArgs]),
  })
}
