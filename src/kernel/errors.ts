/**
 * Typed errors with stable codes. The spec's texts the entry needs live here, once; those only lazy code
 * throws live with it (flowErrors.ts, http/origins.ts). The UI maps codes to toasts and alerts in one
 * place (stores/alerts.ts).
 */

export const ERROR_TEXTS = {
  // §5
  invalidCaip10: 'Invalid CAIP-10 address',
  invalidCaip2: 'Invalid CAIP-2 network id',
  namespaceRequired: 'namespace is required',
} as const

export type GangwayErrorCode =
  | 'INVALID_OPTION'
  | 'INVALID_CAIP_10'
  | 'INVALID_CAIP_2'
  | 'HTTP_STATUS'
  | 'UNKNOWN_VIEW'
  | 'PLUGIN_LOAD_FAILED'
  | 'PLUGIN_INVALID'
  | 'STORAGE'
  | 'BAD_RESPONSE'

export class GangwayError extends Error {
  override name = 'GangwayError'
  readonly code: GangwayErrorCode

  constructor(code: GangwayErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}

/** A bad option passed to createAppKit; `option` names it (dot path, e.g. 'features.socials'). */
export class OptionsError extends GangwayError {
  override name = 'OptionsError'
  readonly option: string

  constructor(option: string, reason: string) {
    super('INVALID_OPTION', `Invalid option '${option}': ${reason}`)
    this.option = option
  }
}

export class CaipError extends GangwayError {
  override name = 'CaipError'
  readonly input: string

  constructor(kind: 'caip10' | 'caip2', input: string) {
    super(
      kind === 'caip10' ? 'INVALID_CAIP_10' : 'INVALID_CAIP_2',
      kind === 'caip10' ? ERROR_TEXTS.invalidCaip10 : ERROR_TEXTS.invalidCaip2,
    )
    this.input = input
  }
}

/** §8: 'HTTP status code: N' with the response attached. */
export class HttpError extends GangwayError {
  override name = 'HttpError'
  readonly status: number
  readonly response: Response

  constructor(response: Response) {
    super('HTTP_STATUS', `HTTP status code: ${response.status}`)
    this.status = response.status
    this.response = response
  }
}

export class UnknownViewError extends GangwayError {
  override name = 'UnknownViewError'
  readonly view: string

  constructor(view: string) {
    super('UNKNOWN_VIEW', `Unknown view '${view}'`)
    this.view = view
  }
}

export class PluginError extends GangwayError {
  override name = 'PluginError'
  readonly plugin: string

  constructor(code: 'PLUGIN_LOAD_FAILED' | 'PLUGIN_INVALID', plugin: string, message: string, cause?: unknown) {
    super(code, message, cause === undefined ? undefined : { cause })
    this.plugin = plugin
  }
}

/** A response body that is not JSON or fails its zod schema; `path` names the API path called. */
export class ResponseShapeError extends GangwayError {
  override name = 'ResponseShapeError'
  readonly path: string

  constructor(path: string, detail: string, cause?: unknown) {
    super('BAD_RESPONSE', `Unexpected response from ${path}: ${detail}`, cause === undefined ? undefined : { cause })
    this.path = path
  }
}

/** §8 texts that carry a value. */
export const errorTextWith = {
  noConnectorFound: (connectorId: string) => `No connector found for connection: ${connectorId}`,
  adapterMissing: (namespace: string) => `Adapter for namespace ${namespace} doesn't exist`,
} as const
