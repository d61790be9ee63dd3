import type { SwapTokenOption } from './swapTokens'

/** A token's logo (decorative: its symbol is always written beside it). */
export function TokenIcon({ token }: { readonly token: SwapTokenOption }) {
  return token.logoUri ? <img src={token.logoUri} alt="" width={24} height={24} /> : <span className="gw-swap-icon" aria-hidden="true" />
}
