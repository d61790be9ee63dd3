import { BaseError } from './BaseError'

/** The kit's own text (§8 has none for a refusal the browser reports as a failed fetch). */
const ORIGIN_REFUSED_TEXT = "This site ({origin}) is not an allowed origin of project '{projectId}': add it to the project's allowed origins."

/**
 * A call the browser refused for CORS: the service answered (a no-cors probe reached it) but did not allow this
 * page's origin, which is what a project that does not list the origin gets. `details` names the service.
 */
export class OriginRefusedError extends BaseError<'CORS_ORIGIN_REFUSED'> {
  override name = 'OriginRefusedError'

  constructor(origin: string, projectId: string, url: string, cause: unknown) {
    super('CORS_ORIGIN_REFUSED', ORIGIN_REFUSED_TEXT, { values: { origin, projectId }, details: `refused by ${new URL(url).origin}`, cause })
  }
}
