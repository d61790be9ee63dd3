import type { KitRoot } from '../root'
import { authOf } from './authOf'
import { FarcasterLoginFlow } from './FarcasterLoginFlow'

/** The kit's Farcaster sign-in, made on first use beside its e-mail login store (they share the login frame). */
export function farcasterOf(kit: KitRoot): FarcasterLoginFlow {
  const auth = authOf(kit)
  return auth.farcaster ?? auth.adoptFarcaster(new FarcasterLoginFlow(kit, auth))
}
