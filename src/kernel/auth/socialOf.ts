import type { AppKit } from '../appkit'
import { authOf } from './authOf'
import { SocialLoginFlow } from './SocialLoginFlow'

/** The kit's social login, made on first use beside its e-mail login store (they share the login frame). */
export function socialOf(kit: AppKit): SocialLoginFlow {
  const auth = authOf(kit)
  return auth.social ?? auth.adoptSocial(new SocialLoginFlow(kit, auth))
}
