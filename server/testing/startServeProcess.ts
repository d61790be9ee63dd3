import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

export interface ServeProcess {
  url: string
  pid: number
  stop(): Promise<void>
}

import { freePort } from './freePort'

export { freePort }

/**
 * For tests: `server/serve.ts <service> --port <free port>` as a real child process against `databaseUrl`; resolves
 * once it prints its URL, rejects with its output if it exits first.
 */
export async function startServeProcess(service: string, databaseUrl: string, extraArgs: string[] = [], extraEnv: Record<string, string> = {}): Promise<ServeProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/serve.ts', service, '--port', String(port), ...extraArgs], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output = (output + chunk).slice(-4_000)))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout })
    lines.on('line', (line) => {
      output = (output + line + '\n').slice(-4_000)
      if (line.startsWith(`${service} http://`)) resolve(line.split(' ')[1]!)
    })
    void exited.then((code) => reject(new TypeError(`serve.ts ${service} exited (${code}) before listening:\n${output}`)))
  })
  return { url, pid: child.pid!, stop }
}
