import * as z from 'zod/mini'
import type { Eip1193Provider } from '../../kernel/adapterTypes'

/** EIP-6963 provider info, as a wallet announces it. */
export interface Eip6963Info {
  readonly uuid: string
  readonly name: string
  readonly icon: string | undefined
  readonly rdns: string
}

export interface AnnouncedWallet {
  readonly info: Eip6963Info
  readonly provider: Eip1193Provider
}

// 1 to 200 code points; a refinement, so zod's length checks stay out of the bundle.
const nonEmpty = z.string().check(z.refine((value) => value !== '' && [...value].length <= 200))
const detailSchema = z.object({
  info: z.object({ uuid: nonEmpty, name: nonEmpty, icon: z.optional(z.string()), rdns: nonEmpty }),
  provider: z.custom<Eip1193Provider>(
    (value) => typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function',
  ),
})

/** Only images as data URIs (EIP-6963 says so); anything else is not shown. */
const safeIcon = (icon: string | undefined) => (icon && /^data:image\/[a-z0-9.+-]+[;,]/i.test(icon) ? icon : undefined)

/**
 * Listens for EIP-6963 announcements on `target` and asks the installed wallets to announce themselves.
 * A malformed announcement is warned about and ignored. Returns a disposer.
 */
export function watchAnnouncedWallets(target: Window, onWallet: (wallet: AnnouncedWallet) => void): () => void {
  const listener = (event: Event) => {
    const parsed = detailSchema.safeParse((event as CustomEvent<unknown>).detail)
    if (!parsed.success) {
      console.warn('[gangway] ignored a malformed EIP-6963 announcement', parsed.error.issues)
      return
    }
    const { info, provider } = parsed.data
    onWallet({ info: { ...info, icon: safeIcon(info.icon) }, provider })
  }
  target.addEventListener('eip6963:announceProvider', listener)
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  return () => target.removeEventListener('eip6963:announceProvider', listener)
}
