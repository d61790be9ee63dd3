import type { Project } from '../../projects/project'

/** The signed-in user behind a bearer token. */
export interface SessionUser {
  id: string
  email: string
  deviceId: string
  tokenHash: string
}

export type SecureEnv = {
  Variables: {
    project: Project
    /** The JSON body, an object, read once by requireFrameCaller. */
    body: Record<string, unknown>
    user: SessionUser
  }
}
