import { describe, expect, it } from 'vitest'
import { pluginFormat } from '../../kernel/format/pluginFormat'
import { encodeErc20Transfer } from './erc20'
import { eth, GUSD_ADDRESS, gusd, localNetwork, RECEIVER } from '../../test-support/sendPluginContext'
import { erc20TransferCall, nativeSendCall, sendCall } from './walletCall'

describe('the wallet call of a send', () => {
  it('native: to the receiver, value in wei, empty data', () => {
    expect(sendCall(eth, '0.000000000000000001', RECEIVER, localNetwork, pluginFormat)).toEqual({ to: RECEIVER, value: 1n, data: '0x' })
    expect(nativeSendCall(RECEIVER, 5n)).toEqual({ to: RECEIVER, value: 5n, data: '0x' })
  })

  it('ERC-20: to the token, transfer(receiver, amount in its decimals), no value', () => {
    expect(sendCall(gusd, '1.5', RECEIVER, localNetwork, pluginFormat)).toEqual({ to: GUSD_ADDRESS, data: encodeErc20Transfer(RECEIVER, 1_500_000n) })
  })

  it("needs the token's address: 'tokenAddress is required'", () => {
    expect(() => erc20TransferCall({ tokenAddress: undefined, receiverAddress: RECEIVER, amount: 1n })).toThrow(expect.objectContaining({ code: 'TOKEN_ADDRESS_REQUIRED', message: 'tokenAddress is required' }))
    expect(() => sendCall({ ...gusd, address: undefined }, '1', RECEIVER, localNetwork, pluginFormat)).toThrow('tokenAddress is required')
  })
})
