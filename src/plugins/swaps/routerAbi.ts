/** The Uniswap V2 Router02 swaps the swap service builds (exact input only), and ERC-20 approve. */
const swapOutputs = [{ name: 'amounts', type: 'uint256[]' }] as const
const tail = [
  { name: 'amountOutMin', type: 'uint256' },
  { name: 'path', type: 'address[]' },
  { name: 'to', type: 'address' },
  { name: 'deadline', type: 'uint256' },
] as const

export const ROUTER_SWAP_ABI = [
  { type: 'function', name: 'swapExactETHForTokens', stateMutability: 'payable', inputs: tail, outputs: swapOutputs },
  { type: 'function', name: 'swapExactTokensForETH', stateMutability: 'nonpayable', inputs: [{ name: 'amountIn', type: 'uint256' }, ...tail], outputs: swapOutputs },
  { type: 'function', name: 'swapExactTokensForTokens', stateMutability: 'nonpayable', inputs: [{ name: 'amountIn', type: 'uint256' }, ...tail], outputs: swapOutputs },
] as const

export const APPROVE_ABI = [
  {
    type: 'function',
    name: 'approve',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'spender', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const
