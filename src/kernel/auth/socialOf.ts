import type { KitRoot } from '../root'
import { authOf } from './authOf'
import { SocialLoginFlow } from './SocialLoginFlow'

/** The kit's social login, made on first use beside its e-mail login store (they share the login frame). */
export function socialOf(kit: KitRoot): SocialLoginFlow {
  const auth = authOf(kit)
  return auth.social ?? auth.adoptSocial(new SocialLoginFlow(kit, auth))
}
