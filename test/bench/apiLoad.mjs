// The reference cloud's HTTP load figures (issue 22): autocannon at concurrency 50, 10 s per case after a 2 s
// warm-up, against the API and chain-data apps in a child process (test/bench/apiLoadServer.ts, run with tsx):
// GET /getWallets (a 40-wallet page) on PGlite and on a real PostgreSQL, the JSON-RPC proxy (eth_blockNumber) and
// anvil direct. Prints requests/s, p50 and p99 beside the budgets; `apiLoadMeasures` returns them.
// Alone: `node test/bench/apiLoad.mjs` (BENCH_API_SECONDS=N changes the 10 s).
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const SERVER = fileURLToPath(new URL('./apiLoadServer.ts', import.meta.url))
const CONNECTIONS = 50
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10)
const WARM_UP_SECONDS = 2
const START_TIMEOUT_MS = 180_000

export const API_LOAD_BUDGETS = { getWalletsPerSecond: 5_000, getWalletsP99Ms: 20, proxyWithinAnvil: 3 }

const WALLETS_PATH = '/getWallets?projectId=gangway-demo&page=1&entries=40'
const RPC_BODY = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] })

/** Starts apiLoadServer.ts on 'pglite' or 'postgres' in its own process group; resolves with its URLs and stop(). */
function startServices(kind, log) {
  const child = spawn('npx', ['tsx', SERVER, kind], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let stderr = ''
  child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr = (stderr + chunk).slice(-4_000)))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // The group: npx, tsx and node. node stops the database, anvil and the servers on SIGTERM.
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        /* already gone */
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL')
        } catch {
          /* gone */
        }
      }, 15_000)
      await exited
      clearTimeout(timer)
    }
  }
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`apiLoadServer ${kind} not ready in ${START_TIMEOUT_MS / 1000} s: ${stderr}`)), START_TIMEOUT_MS)
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer)
      try {
        resolve(JSON.parse(line))
      } catch {
        reject(new Error(`apiLoadServer ${kind}: unexpected output ${line}`))
      }
    })
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`apiLoadServer ${kind} exited (${code}): ${stderr}`))
    })
  })
  log(`api load: services on ${kind} starting`)
  return ready.then(
    (urls) => ({ urls, stop }),
    async (error) => {
      await stop()
      throw error
    },
  )
}

function load(options, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: seconds, ...options }, (error, result) => (error ? reject(error) : resolve(result)))
  })
}

/** One case: a warm-up, then the measured run; requests/s (2xx only), p50, p99, errors and non-2xx. */
async function measure(name, options, log) {
  await load(options, WARM_UP_SECONDS)
  const result = await load(options, SECONDS)
  const figure = {
    requestsPerSecond: Math.round(result['2xx'] / SECONDS),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    bytesPerRequest: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
  log(`api load: ${name}: ${figure.requestsPerSecond}/s, p50 ${figure.p50Ms} ms, p99 ${figure.p99Ms} ms${figure.non2xx || figure.errors ? `, ${figure.non2xx} non-2xx, ${figure.errors} errors` : ''}`)
  return figure
}

const rpc = (url) => ({ url, method: 'POST', headers: { 'content-type': 'application/json' }, body: RPC_BODY })

function table(figures) {
  const { getWalletsPerSecond: rate, getWalletsP99Ms: p99, proxyWithinAnvil: within } = API_LOAD_BUDGETS
  const ratio = figures.proxyBelowAnvil
  const proxyBudget = `≥ ${Math.round(figures.anvilDirect.requestsPerSecond / within)}/s (anvil ÷ ${within}): ${ratio.toFixed(2)}× below anvil, ${ratio <= within ? 'within' : 'over'} the ${within}× budget`
  const rows = [
    ['GET /getWallets, PGlite', figures.getWalletsPglite, `≥ ${rate}/s, p99 ≤ ${p99} ms`],
    ['GET /getWallets, PostgreSQL', figures.getWalletsPostgres, `≥ ${rate}/s, p99 ≤ ${p99} ms`],
    ['GET /getWallets, PostgreSQL, br', figures.getWalletsPostgresBrotli, '–'],
    ['RPC proxy eth_blockNumber', figures.rpcProxy, proxyBudget],
    ['anvil direct eth_blockNumber', figures.anvilDirect, '–'],
  ]
  const cells = [['case', 'requests/s', 'p50', 'p99', 'bytes', 'budget'], ...rows.map(([name, f, budget]) => [name, String(f.requestsPerSecond), `${f.p50Ms} ms`, `${f.p99Ms} ms`, String(f.bytesPerRequest), budget])]
  const widths = cells[0].map((_, i) => Math.max(...cells.map((row) => row[i].length)))
  return cells.map((row) => row.map((cell, i) => (i > 0 && i < 5 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ').trimEnd()).join('\n')
}

/** Runs every case and returns `{ getWalletsPglite, getWalletsPostgres, getWalletsPostgresBrotli, rpcProxy, anvilDirect, proxyBelowAnvil, table }`. */
export async function apiLoadMeasures({ log = console.log } = {}) {
  const figures = {}
  const pglite = await startServices('pglite', log)
  try {
    figures.getWalletsPglite = await measure('GET /getWallets on PGlite', { url: pglite.urls.api + WALLETS_PATH }, log)
  } finally {
    await pglite.stop()
  }
  const postgres = await startServices('postgres', log)
  try {
    figures.getWalletsPostgres = await measure('GET /getWallets on PostgreSQL', { url: postgres.urls.api + WALLETS_PATH }, log)
    figures.getWalletsPostgresBrotli = await measure('GET /getWallets on PostgreSQL, accept-encoding br', { url: postgres.urls.api + WALLETS_PATH, headers: { 'accept-encoding': 'br, gzip' } }, log)
    figures.rpcProxy = await measure('RPC proxy', rpc(`${postgres.urls.chainData}/v1/?chainId=eip155:31337&projectId=gangway-demo`), log)
    figures.anvilDirect = await measure('anvil direct', rpc(postgres.urls.anvil), log)
  } finally {
    await postgres.stop()
  }
  // How many times fewer requests/s the proxy answers than anvil direct (budget: at most API_LOAD_BUDGETS.proxyWithinAnvil).
  figures.proxyBelowAnvil = figures.anvilDirect.requestsPerSecond / Math.max(1, figures.rpcProxy.requestsPerSecond)
  figures.table = table(figures)
  return figures
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  apiLoadMeasures().then(
    (figures) => console.log(`\n${figures.table}`),
    (error) => {
      console.error(error)
      process.exit(1)
    },
  )
}
