import type { ChainAdapter } from '../../kernel/types'

/**
 * The EVM chain adapter (viem). This first version declares the eip155 namespace so the kit applies the
 * adapter open rules; EIP-6963 discovery, the injected connector, switching and signing arrive with it next.
 */
export class EvmAdapter implements ChainAdapter {
  readonly namespace = 'eip155' as const
}
