/**
 * One relay process on its own: `npx tsx server/relay/runRelay.ts --port N [--redis redis://…]` (or env
 * REDIS_URL), `--max-buffered-mib N` (a socket's send buffer cap). `--exit-with-stdin` (for tests) exits when stdin closes, so it never outlives its parent. Prints `relay listening on ws://…` once it accepts connections; SIGTERM / SIGINT close it.
 */
import { parseArgs } from 'node:util'
import { startRelay } from './startRelay'

const { values } = parseArgs({ options: { port: { type: 'string', default: '0' }, host: { type: 'string' }, redis: { type: 'string' }, quiet: { type: 'boolean', default: false }, 'exit-with-stdin': { type: 'boolean', default: false }, 'max-buffered-mib': { type: 'string' } } })
const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`--port must be a port number, got ${values.port}`)
  process.exit(2)
}
const redisUrl = values.redis ?? process.env['REDIS_URL'] ?? undefined
const relay = await startRelay({
  port,
  ...(values.host ? { host: values.host } : {}),
  redisUrl: redisUrl || undefined,
  ...(values['max-buffered-mib'] ? { maxBufferedBytes: Number(values['max-buffered-mib']) * 1024 * 1024 } : {}),
  log: values.quiet ? () => {} : (line) => console.error(line),
})
console.log(`relay listening on ${relay.url} (${redisUrl ? 'redis' : 'memory'})`)
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    relay.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  })
}
if (values['exit-with-stdin']) {
  process.stdin.on('end', () => process.exit(0))
  process.stdin.resume()
}
