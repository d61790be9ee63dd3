import { encodeFunctionData, getAddress, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import type { BuiltSwapTransaction } from 'gangway/plugin'
import { checkApproveCall, checkSwapCall } from './checkSwapCall'
import { APPROVE_ABI, ROUTER_SWAP_ABI } from './routerAbi'

const USER = getAddress('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc')
const OTHER = getAddress('0x90f79bf6eb2c4f937b1b4c3b1b0d1b59c6fa0c7e')
const ROUTER = getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3')
const WETH = getAddress('0xe7f1725e7734ce288f8367e1bb143e90bb3f0512')
const GUSD = getAddress('0x700b6a60ce7eaaea56f065753d8dcb9653dbad35')
const NATIVE = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const GUSD_ID = `eip155:31337:${GUSD.toLowerCase()}`
const NOW = 1_800_000_000

function built(data: `0x${string}`, value: bigint, amountOutMin = 295_000_000n): BuiltSwapTransaction {
  return {
    from: `eip155:31337:${USER}`,
    to: `eip155:31337:${ROUTER}`,
    data,
    amount: '298000000',
    value: value.toString(),
    amountOutMin: amountOutMin.toString(),
    deadline: NOW + 1200,
    eip155: { gas: '150000', gasPrice: '1000000000' },
  }
}

const ethForTokens = (recipient = USER, amountOutMin = 295_000_000n, deadline = BigInt(NOW + 1200)) =>
  encodeFunctionData({ abi: ROUTER_SWAP_ABI, functionName: 'swapExactETHForTokens', args: [amountOutMin, [WETH, GUSD], recipient, deadline] })

describe('checkSwapCall: the service’s transaction is sent only when it does what the visitor asked', () => {
  it('ETH → gUSD: the router call with the amount as the value', () => {
    const call = checkSwapCall(built(ethForTokens(), 10n ** 17n), { user: USER, from: NATIVE, to: GUSD_ID, amount: 10n ** 17n, now: NOW })
    expect(call).toEqual({ to: ROUTER, data: ethForTokens(), value: 10n ** 17n })
  })

  it('gUSD → ETH: exactly the amount in, no value', () => {
    const data = encodeFunctionData({ abi: ROUTER_SWAP_ABI, functionName: 'swapExactTokensForETH', args: [5_000_000n, 1n, [GUSD, WETH], USER, BigInt(NOW + 60)] })
    expect(checkSwapCall(built(data, 0n, 1n), { user: USER, from: GUSD_ID, to: NATIVE, amount: 5_000_000n, now: NOW })).toMatchObject({ value: 0n })
  })

  it('refuses another recipient, another amount, another function, a past deadline, no minimum, and data that is no swap', () => {
    const expected = { user: USER, from: NATIVE, to: GUSD_ID, amount: 10n ** 17n, now: NOW }
    const reason = (tx: BuiltSwapTransaction) => {
      try {
        checkSwapCall(tx, expected)
        return 'accepted'
      } catch (error) {
        return (error as Error).message
      }
    }
    expect(reason(built(ethForTokens(OTHER), 10n ** 17n))).toBe('The swap service built a transaction that does not match your swap (another recipient); nothing was sent')
    expect(reason(built(ethForTokens(), 2n * 10n ** 17n))).toContain('(another amount in)')
    expect(reason(built(ethForTokens(USER, 295_000_000n, BigInt(NOW - 1)), 10n ** 17n))).toContain('(a deadline already past)')
    expect(reason(built(ethForTokens(USER, 0n), 10n ** 17n, 0n))).toContain('(no minimum out)')
    const tokens = encodeFunctionData({ abi: ROUTER_SWAP_ABI, functionName: 'swapExactTokensForTokens', args: [10n ** 17n, 1n, [GUSD, WETH], USER, BigInt(NOW + 60)] })
    expect(reason(built(tokens, 0n, 1n))).toContain('swapExactTokensForTokens where swapExactETHForTokens was expected')
    expect(reason(built('0xa9059cbb', 10n ** 17n))).toContain('(not a router swap)')
  })
})

describe("checkSwapCall on a §9 network: an aggregator's transaction, checked for what can be known without its calldata", () => {
  const USDC = getAddress('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')
  const AGGREGATOR = getAddress('0x111111125421ca6dc452d289314280a0f8842a65')
  const ETH_1 = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
  const USDC_1 = `eip155:1:${USDC}`
  const tx = (overrides: Partial<BuiltSwapTransaction> = {}): BuiltSwapTransaction => ({
    from: `eip155:1:${USER}`,
    to: `eip155:1:${AGGREGATOR}`,
    data: '0x12aa3caf0000',
    amount: '3000000000',
    value: '0',
    eip155: { gas: '210000', gasPrice: '9' },
    ...overrides,
  })
  const reason = (built: BuiltSwapTransaction, expected: Parameters<typeof checkSwapCall>[1]) => {
    try {
      checkSwapCall(built, expected)
      return 'accepted'
    } catch (error) {
      return (error as Error).message.replace(/^.*\((.*)\); nothing was sent$/, '$1')
    }
  }

  it('ETH → USDC: the amount as the value, to the aggregator; USDC → ETH: no value, to the contract that was approved', () => {
    expect(checkSwapCall(tx({ value: '1000' }), { user: USER, from: ETH_1, to: USDC_1, amount: 1000n, now: NOW })).toEqual({ to: AGGREGATOR, data: '0x12aa3caf0000', value: 1000n })
    expect(checkSwapCall(tx(), { user: USER, from: USDC_1, to: ETH_1, amount: 5n, now: NOW, spender: `eip155:1:${AGGREGATOR}` })).toEqual({ to: AGGREGATOR, data: '0x12aa3caf0000', value: 0n })
  })

  it('refuses another sender, network, value or contract, a transfer to a token or the visitor, and a call of nothing', () => {
    const ethIn = { user: USER, from: ETH_1, to: USDC_1, amount: 1000n, now: NOW }
    const usdcIn = { user: USER, from: USDC_1, to: ETH_1, amount: 5n, now: NOW, spender: `eip155:1:${AGGREGATOR}` }
    expect(reason(tx({ value: '1000', from: `eip155:1:${OTHER}` }), ethIn)).toBe('another sender')
    expect(reason(tx({ value: '1000', to: `eip155:10:${AGGREGATOR}` }), ethIn)).toBe('another network')
    expect(reason(tx({ value: '999' }), ethIn)).toBe('another value')
    expect(reason(tx({ value: '1' }), usdcIn)).toBe('another value')
    expect(reason(tx({ value: '1000', to: USDC_1 }), ethIn)).toBe('a transfer, not a swap')
    expect(reason(tx({ value: '1000', to: `eip155:1:${USER}` }), ethIn)).toBe('a transfer, not a swap')
    expect(reason(tx({ to: `eip155:1:${ROUTER}` }), usdcIn)).toBe('another contract than the one approved')
    expect(reason(tx(), { ...usdcIn, spender: undefined })).toBe('another contract than the one approved')
    expect(reason(tx({ value: '1000', data: '0x' }), ethIn)).toBe('no call')
  })

  it('a local chain still needs the Router02 fields: an answer without a minimum out is refused', () => {
    const { amountOutMin: _m, deadline: _d, ...bare } = built(ethForTokens(), 10n ** 17n)
    expect(reason(bare, { user: USER, from: NATIVE, to: GUSD_ID, amount: 10n ** 17n, now: NOW })).toBe('no minimum out')
  })
})

describe('checkApproveCall', () => {
  const tx = (amount: bigint) => ({ token: GUSD_ID, spender: `eip155:31337:${ROUTER}`, data: encodeFunctionData({ abi: APPROVE_ABI, functionName: 'approve', args: [ROUTER, amount] }) })

  it('approves the router for exactly the amount, on the token', () => {
    expect(checkApproveCall(tx(5_000_000n), GUSD_ID, 5_000_000n)).toEqual({ to: GUSD, data: tx(5_000_000n).data, value: 0n })
  })

  it('refuses an unlimited or other amount, and another token', () => {
    expect(() => checkApproveCall(tx(maxUint256), GUSD_ID, 5_000_000n)).toThrow('(another amount)')
    expect(() => checkApproveCall(tx(5_000_000n), NATIVE, 5_000_000n)).toThrow('(another token)')
  })
})
