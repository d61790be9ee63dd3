import { parseAbi } from 'viem'

/** SimpleAccountFactory 0.7 (typed; the bytecode comes from the published artifact). */
export const simpleAccountFactoryAbi = parseAbi([
  'constructor(address _entryPoint)',
  'function accountImplementation() view returns (address)',
  'function createAccount(address owner, uint256 salt) returns (address ret)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

/** SimpleAccount 0.7: the calls a user operation makes and the reads the cloud needs. */
export const simpleAccountAbi = parseAbi([
  'function initialize(address anOwner)',
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
  'function owner() view returns (address)',
  'function entryPoint() view returns (address)',
])

/** VerifyingPaymaster 0.7: sponsors a user operation signed off by its verifying signer. */
export const verifyingPaymasterAbi = parseAbi([
  'constructor(address _entryPoint, address _verifyingSigner)',
  'function deposit() payable',
  'function getDeposit() view returns (uint256)',
  'function verifyingSigner() view returns (address)',
  'function owner() view returns (address)',
  'function entryPoint() view returns (address)',
  'function parsePaymasterAndData(bytes paymasterAndData) pure returns (uint48 validUntil, uint48 validAfter, bytes signature)',
  'function getHash((address sender, uint256 nonce, bytes initCode, bytes callData, bytes32 accountGasLimits, uint256 preVerificationGas, bytes32 gasFees, bytes paymasterAndData, bytes signature) userOp, uint48 validUntil, uint48 validAfter) view returns (bytes32)',
])
