import { UNSAFE_WALLET_METHODS } from '../../protocol/walletMethods'

/** §6 embedded-wallet RPC allowlist: safe methods run at once, unsafe ones after the visitor approves; others are refused. */
export const SAFE_RPC_METHODS: ReadonlySet<string> = new Set([
  'eth_accounts', 'eth_blockNumber', 'eth_call', 'eth_chainId', 'eth_estimateGas', 'eth_feeHistory', 'eth_gasPrice', 'eth_getBalance',
  'eth_getBlockByHash', 'eth_getBlockByNumber', 'eth_getBlockReceipts', 'eth_getCode', 'eth_getLogs', 'eth_getProof', 'eth_getStorageAt',
  'eth_getTransactionByHash', 'eth_getTransactionCount', 'eth_getTransactionReceipt', 'eth_maxPriorityFeePerGas', 'eth_requestAccounts',
  'eth_sendRawTransaction', 'eth_syncing', 'wallet_getCapabilities', 'wallet_getCallsStatus', 'wallet_switchEthereumChain',
])

export const UNSAFE_RPC_METHODS: ReadonlySet<string> = new Set(UNSAFE_WALLET_METHODS)

/** Safe methods the wallet itself answers (through the frame), not the chain's node. */
export const WALLET_ANSWERED_METHODS: ReadonlySet<string> = new Set(['wallet_getCapabilities', 'wallet_getCallsStatus'])

export type RpcMethodKind = 'safe' | 'unsafe' | 'unknown'

export function rpcMethodKind(method: string): RpcMethodKind {
  if (SAFE_RPC_METHODS.has(method)) return 'safe'
  if (UNSAFE_RPC_METHODS.has(method)) return 'unsafe'
  return 'unknown'
}
