import { isOriginAllowed } from '../../src/protocol/isOriginAllowed'
import { isLoopbackOrigin } from './isLoopbackOrigin'
import type { Project } from './project'

export type ProjectOrigins = Pick<Project, 'allowedOrigins' | 'allowLocalOrigins'>

/** Whether the project allows a page of `origin`: its allowed origins, and for a dev project any loopback origin. */
export function isProjectOrigin(project: ProjectOrigins, origin: string): boolean {
  return isOriginAllowed(origin, project.allowedOrigins) || (project.allowLocalOrigins && isLoopbackOrigin(origin))
}
