import { BaseError, type BaseErrorOptions } from '../../kernel/errors/BaseError'

const WAGMI_ADAPTER_TEXTS = {
  NO_EVM_NETWORKS: 'The wagmi adapter needs at least one eip155 network',
  NOT_CONNECTED: 'Connect a wallet in the Gangway modal first: the wagmi connector mirrors its connection',
  CONNECTOR_IN_USE: 'This wagmi config already mirrors a Gangway kit: create one WagmiAdapter per config',
  SWITCH_FAILED: 'The kit could not switch to chain {chainId}',
  MALFORMED_ADDRESS: 'The connected address is not an EVM address: {address}',
} as const

export type WagmiAdapterErrorCode = keyof typeof WAGMI_ADAPTER_TEXTS

/** The wagmi adapter used outside its contract, or asked for a connection the kit does not have. */
export class WagmiAdapterError extends BaseError<WagmiAdapterErrorCode> {
  override name = 'WagmiAdapterError'

  constructor(code: WagmiAdapterErrorCode, options: BaseErrorOptions = {}) {
    super(code, WAGMI_ADAPTER_TEXTS[code], options)
  }
}
