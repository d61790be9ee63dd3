/** The kit's embedded wallet as plugins use it (e-mail and social login share it). No runtime code here. */
import type { FrameReplyPayload, FrameRequestPayload, FrameRequestType } from '../../protocol/frameEvents'
import type { SocialProvider } from '../types'

/** How the login frame's session was made: the e-mail code, or a social provider's sign-in. */
export type FrameLogin = { readonly method: 'email'; readonly email?: string } | { readonly method: 'social'; readonly provider: SocialProvider }

/**
 * The auth connector's public face: the secure login frame (made on first request, §4), and the embedded
 * wallet it connects once the frame holds a session. Unsafe requests of the wallet wait for the visitor's
 * approval in the kit's ApproveTransaction view, which no plugin can skip.
 */
export interface EmbeddedWallet {
  /** Sends a request to the login frame and waits for its reply; an error reply rejects with a FrameError (§8). */
  request<T extends FrameRequestType>(type: T, payload: FrameRequestPayload<T>): Promise<FrameReplyPayload<T>>
  /** Reloads the frame page; requests wait for the new page. */
  reload(): Promise<void>
  /** The frame holds a session now: the embedded wallet connects (the frame's user, the EVM adapter); a failure leaves nothing. */
  connect(login: FrameLogin): Promise<void>
  /** The login's e-mail (observable); an e-mail update changes it. */
  readonly email: string | undefined
  setEmail(email: string | undefined): void
  /** The secure site's origin: the only one a login result may come from (§5). */
  readonly origin: string
  /** The kit has its auth connector (a plugin with `embeddedWallet` is installed). */
  readonly hasConnector: boolean
}
