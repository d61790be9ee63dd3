import type { Eip1193Provider } from './adapterTypes'

/** An EIP-1193 provider (EVM wallets, a WalletConnect session) rather than another namespace's wallet provider. */
export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return typeof (value as { readonly request?: unknown } | null | undefined)?.request === 'function'
}
