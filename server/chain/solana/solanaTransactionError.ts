import {
  type FailedTransactionMetadata,
  InstructionErrorBorshIo,
  InstructionErrorCustom,
  TransactionErrorDuplicateInstruction,
  TransactionErrorInstructionError,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
} from 'litesvm/dist/internal'

/** A transaction error as a Solana RPC node writes it in JSON: 'BlockhashNotFound', { InstructionError: [0, { Custom: 1 }] }, … */
export type TransactionErrorJson = string | Record<string, unknown>

/** litesvm's TransactionErrorFieldless, in its order. */
const TRANSACTION_ERRORS = [
  'AccountInUse', 'AccountLoadedTwice', 'AccountNotFound', 'ProgramAccountNotFound', 'InsufficientFundsForFee', 'InvalidAccountForFee',
  'AlreadyProcessed', 'BlockhashNotFound', 'CallChainTooDeep', 'MissingSignatureForFee', 'InvalidAccountIndex', 'SignatureFailure',
  'InvalidProgramForExecution', 'SanitizeFailure', 'ClusterMaintenance', 'AccountBorrowOutstanding', 'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion', 'InvalidWritableAccount', 'WouldExceedMaxAccountCostLimit', 'WouldExceedAccountDataBlockLimit', 'TooManyAccountLocks',
  'AddressLookupTableNotFound', 'InvalidAddressLookupTableOwner', 'InvalidAddressLookupTableData', 'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount', 'WouldExceedMaxVoteCostLimit', 'WouldExceedAccountDataTotalLimit', 'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded', 'InvalidLoadedAccountsDataSizeLimit', 'UnbalancedTransaction', 'ProgramCacheHitMaxLimit', 'CommitCancelled',
] as const

/** litesvm's InstructionErrorFieldless, in its order. */
const INSTRUCTION_ERRORS = [
  'GenericError', 'InvalidArgument', 'InvalidInstructionData', 'InvalidAccountData', 'AccountDataTooSmall', 'InsufficientFunds',
  'IncorrectProgramId', 'MissingRequiredSignature', 'AccountAlreadyInitialized', 'UninitializedAccount', 'UnbalancedInstruction',
  'ModifiedProgramId', 'ExternalAccountLamportSpend', 'ExternalAccountDataModified', 'ReadonlyLamportChange', 'ReadonlyDataModified',
  'DuplicateAccountIndex', 'ExecutableModified', 'RentEpochModified', 'NotEnoughAccountKeys', 'AccountDataSizeChanged', 'AccountNotExecutable',
  'AccountBorrowFailed', 'AccountBorrowOutstanding', 'DuplicateAccountOutOfSync', 'InvalidError', 'ExecutableDataModified',
  'ExecutableLamportChange', 'ExecutableAccountNotRentExempt', 'UnsupportedProgramId', 'CallDepth', 'MissingAccount', 'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded', 'InvalidSeeds', 'InvalidRealloc', 'ComputationalBudgetExceeded', 'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure', 'ProgramFailedToComplete', 'ProgramFailedToCompile', 'Immutable', 'IncorrectAuthority',
  'AccountNotRentExempt', 'InvalidAccountOwner', 'ArithmeticOverflow', 'UnsupportedSysvar', 'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded', 'MaxAccountsExceeded', 'MaxInstructionTraceLengthExceeded', 'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

/** The runtime's own wording (its Display) for the errors a wallet user meets; the others fall back to their name. */
const TRANSACTION_ERROR_TEXT: Partial<Record<string, string>> = {
  AccountInUse: 'Account in use',
  AccountLoadedTwice: 'Account loaded twice',
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  MissingSignatureForFee: 'Transaction requires a fee but has no signature present',
  SignatureFailure: 'Transaction did not pass signature verification',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
  UnsupportedVersion: 'Transaction version is unsupported',
}

const INSTRUCTION_ERROR_TEXT: Partial<Record<string, string>> = {
  GenericError: 'generic instruction error',
  InvalidArgument: 'invalid program argument',
  InvalidInstructionData: 'invalid instruction data',
  InvalidAccountData: 'invalid account data for instruction',
  AccountDataTooSmall: 'account data too small for instruction',
  InsufficientFunds: 'insufficient funds for instruction',
  IncorrectProgramId: 'incorrect program id for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
  NotEnoughAccountKeys: 'insufficient account keys for instruction',
  AccountNotRentExempt: 'An account does not have enough lamports to be rent-exempt',
  InvalidAccountOwner: 'Invalid account owner',
  ArithmeticOverflow: 'Program arithmetic overflowed',
  ComputationalBudgetExceeded: 'Computational budget exceeded',
}

function instructionErrorJson(error: unknown): TransactionErrorJson {
  if (typeof error === 'number') return INSTRUCTION_ERRORS[error] ?? 'GenericError'
  if (error instanceof InstructionErrorCustom) return { Custom: error.code }
  if (error instanceof InstructionErrorBorshIo) return 'BorshIoError'
  return 'GenericError'
}

/** litesvm's error object as the RPC's JSON. */
export function transactionErrorJson(error: ReturnType<FailedTransactionMetadata['err']>): TransactionErrorJson {
  if (typeof error === 'number') return TRANSACTION_ERRORS[error] ?? 'SanitizeFailure'
  if (error instanceof TransactionErrorInstructionError) return { InstructionError: [error.index, instructionErrorJson(error.err())] }
  if (error instanceof TransactionErrorDuplicateInstruction) return { DuplicateInstruction: error.index }
  if (error instanceof TransactionErrorInsufficientFundsForRent) return { InsufficientFundsForRent: { account_index: error.accountIndex } }
  if (error instanceof TransactionErrorProgramExecutionTemporarilyRestricted) return { ProgramExecutionTemporarilyRestricted: { account_index: error.accountIndex } }
  return 'SanitizeFailure'
}

const words = (name: string): string => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()

function instructionErrorText(error: TransactionErrorJson): string {
  if (typeof error === 'string') return INSTRUCTION_ERROR_TEXT[error] ?? words(error)
  if (typeof error['Custom'] === 'number') return `custom program error: 0x${error['Custom'].toString(16)}`
  return 'generic instruction error'
}

/** The error as the runtime prints it, e.g. 'Error processing Instruction 0: custom program error: 0x1'. */
export function transactionErrorText(error: TransactionErrorJson): string {
  if (typeof error === 'string') return TRANSACTION_ERROR_TEXT[error] ?? words(error)
  const instruction = error['InstructionError']
  if (Array.isArray(instruction)) return `Error processing Instruction ${String(instruction[0])}: ${instructionErrorText(instruction[1] as TransactionErrorJson)}`
  const duplicate = error['DuplicateInstruction']
  if (typeof duplicate === 'number') return `Transaction contains a duplicate instruction (${duplicate}) that is not allowed`
  const rent = error['InsufficientFundsForRent'] as { account_index?: number } | undefined
  if (rent) return `Transaction results in an account (${rent.account_index ?? 0}) with insufficient funds for rent`
  return words(Object.keys(error)[0] ?? 'UnknownError')
}
