import { z } from 'zod'
import { LoneServiceError } from './services/loneServices'

export interface ServeArgs {
  service: string
  port?: number
  host?: string
  chainInfoFile?: string
}

const portSchema = z.string().regex(/^\d{1,5}$/).transform(Number).pipe(z.number().int().min(1).max(65_535))

/** `<service> [--port N] [--host H] [--chain-info FILE]`, each option also as `--name=value`. */
export function parseServeArgs(argv: readonly string[]): ServeArgs {
  const rest = [...argv]
  const service = rest.shift()
  if (!service || service.startsWith('-')) throw new LoneServiceError('BAD_ARGUMENT', 'usage: npx tsx server/serve.ts <service> [--port N] [--host H] [--chain-info FILE]')
  const args: ServeArgs = { service }
  while (rest.length > 0) {
    const arg = rest.shift()!
    const [name, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined]
    const value = inline ?? rest.shift()
    if (value === undefined || value === '') throw new LoneServiceError('BAD_ARGUMENT', `${name} needs a value`)
    if (name === '--port') {
      const port = portSchema.safeParse(value)
      if (!port.success) throw new LoneServiceError('BAD_ARGUMENT', `--port needs a port number, got '${value}'`)
      args.port = port.data
    } else if (name === '--host') args.host = value
    else if (name === '--chain-info') args.chainInfoFile = value
    else throw new LoneServiceError('BAD_ARGUMENT', `unknown option ${name} (known: --port N, --host H, --chain-info FILE)`)
  }
  return args
}
