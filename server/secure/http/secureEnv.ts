import type { Project } from '../../projects/project'

/** The signed-in user behind a bearer token. */
export interface SessionUser {
  id: string
  /** Null for a social user without an e-mail. */
  email: string | null
  deviceId: string
  tokenHash: string
  /** How this session signed in: null for the e-mail login, else the social provider ('google', …, 'farcaster'). */
  authProvider: string | null
  /** The name the provider gave at sign-in, if any. */
  userName: string | null
}

export type SecureEnv = {
  Variables: {
    project: Project
    /** The body's parentOrigin, checked against the project's allowed origins. */
    parentOrigin: string
    /** The JSON body, an object, read once by requireFrameCaller. */
    body: Record<string, unknown>
    user: SessionUser
  }
}
