// The relay under load, in memory and on Redis: each runs as its own child process (server/relay/runRelay.ts);
// this process holds the clients. For each backend: how many clients it held at once and KiB per client (from the
// relay's RSS), then pairs of those clients publishing to each other at a fixed offered rate: publish → delivery
// p50/p99, messages/s delivered and any lost. Prints a table beside the budgets, returns the figures; asserts nothing.
// Run alone: node test/bench/relayLoad.mjs (RELAY_BENCH_CLIENTS, RELAY_BENCH_RATE, RELAY_BENCH_SECONDS,
// RELAY_BENCH_BACKENDS, RELAY_BENCH_NODE_FLAGS).
import { pathToFileURL } from 'node:url'
import { tsImport } from 'tsx/esm/api'
import WebSocket from 'ws'

const CLIENTS = Number(process.env.RELAY_BENCH_CLIENTS ?? 1_000)
/** Messages per second offered in total, spread over the pairs. */
const RATE = Number(process.env.RELAY_BENCH_RATE ?? 2_000)
const SECONDS = Number(process.env.RELAY_BENCH_SECONDS ?? 5)
const TICK_MS = 10
/** Extra node flags for the relay processes, e.g. RELAY_BENCH_NODE_FLAGS=--cpu-prof to profile them. */
const NODE_FLAGS = (process.env.RELAY_BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean)
/** Which backends to measure: memory,redis. */
const BACKENDS = (process.env.RELAY_BENCH_BACKENDS ?? 'memory,redis').split(',')
const MiB = 1024 * 1024

const load = (path) => tsImport(new URL(path, import.meta.url).href, import.meta.url)

const quantile = (sorted, q) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))])
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const stats = async (relay) => (await fetch(`${relay.url.replace('ws://', 'http://')}/stats`)).json()

/** Which run a message belongs to: a late delivery of the warm-up is not counted in the measured run. */
let run = 0

/** A bare relay client: subscribes, publishes without waiting, acks pushes and records each one's latency. */
async function openClient(url, identity, topic, latencies) {
  const socket = new WebSocket(`${url}/?auth=${encodeURIComponent(identity.jwt())}&projectId=bench`)
  await new Promise((resolve, reject) => (socket.once('open', resolve), socket.once('error', reject)))
  let nextId = 1
  const answers = new Map()
  const client = { received: 0, answered: 0 }
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data))
    if (frame.method === 'irn_subscription') {
      socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
      const [sentAt, ofRun] = Buffer.from(frame.params.data.message, 'base64').toString().split(':').map(Number)
      if (ofRun === run) latencies.push(performance.now() - sentAt)
      client.received++
      return
    }
    answers.get(frame.id)?.(frame)
    answers.delete(frame.id)
    client.answered++
  })
  const request = (method, params) => {
    const id = String(nextId++)
    socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    return new Promise((resolve) => answers.set(id, resolve))
  }
  await request('irn_subscribe', { topic })
  client.publish = (seq) => void request('irn_publish', { topic, message: Buffer.from(`${performance.now()}:${run}:${seq}`).toString('base64'), ttl: 300, tag: 1108 })
  client.close = () => socket.terminate()
  return client
}

/** Publishes at RATE messages/s in total for `seconds`, round-robin over the clients; returns how many and how long. */
async function offer(clients, seconds) {
  let sent = 0
  const started = performance.now()
  for (let elapsed = 0; elapsed < seconds * 1000; elapsed = performance.now() - started) {
    const due = Math.floor((elapsed / 1000) * RATE)
    for (; sent < due; sent++) clients[sent % clients.length].publish(sent)
    await sleep(TICK_MS)
  }
  return { sent, seconds: (performance.now() - started) / 1000 }
}

async function measureBackend(name, relay, createRelayIdentity, log) {
  const rssBefore = relay.rss()
  const latencies = []
  const clients = []
  for (let i = 0; i < CLIENTS; i += 2) {
    const topic = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')
    clients.push(...(await Promise.all([openClient(relay.url, createRelayIdentity(), topic, latencies), openClient(relay.url, createRelayIdentity(), topic, latencies)])))
  }
  await sleep(500)
  const held = (await stats(relay)).connections.open
  const kibPerClient = (relay.rss() - rssBefore) / 1024 / held

  // Warm-up (JIT, buffers), not measured; then the measured run at the offered rate.
  run++
  await offer(clients, 1)
  run++
  latencies.length = 0
  const { sent, seconds: publishSeconds } = await offer(clients, SECONDS)
  for (let waited = 0; latencies.length < sent && waited < 10_000; waited += 100) await sleep(100)
  const sorted = [...latencies].sort((a, b) => a - b)
  const figures = {
    backend: name,
    clientsHeld: held,
    kibPerClient,
    sent,
    delivered: latencies.length,
    lost: sent - latencies.length,
    messagesPerSecond: latencies.length / publishSeconds,
    p50Ms: quantile(sorted, 0.5),
    p99Ms: quantile(sorted, 0.99),
    relayRssMiB: relay.rss() / MiB,
  }
  log(`relay (${name}): ${held} clients held, ${kibPerClient.toFixed(1)} KiB each; ${sent} messages at ${RATE}/s offered: p50 ${figures.p50Ms.toFixed(1)} ms, p99 ${figures.p99Ms.toFixed(1)} ms, ${figures.lost} lost`)
  for (const client of clients) client.close()
  return figures
}

export async function relayLoadMeasures({ log = console.log } = {}) {
  const [{ startRedisServer }, { spawnRelay }, { createRelayIdentity }] = await Promise.all([
    load('../../server/testing/startRedisServer.ts'),
    load('../../server/relay/testing/spawnRelay.ts'),
    load('../../server/relay/testing/relayIdentity.ts'),
  ])
  const results = []
  const redis = await startRedisServer()
  try {
    for (const name of BACKENDS) {
      const relay = await spawnRelay({ nodeFlags: NODE_FLAGS, ...(name === 'redis' ? { redisUrl: redis.url } : {}) })
      try {
        results.push(await measureBackend(name, relay, createRelayIdentity, log))
      } finally {
        await relay.stop()
      }
    }
  } finally {
    await redis.stop()
  }
  printTable(results, log)
  return Object.fromEntries(results.map((figures) => [figures.backend, figures]))
}

function printTable(results, log) {
  const rows = [
    ['clients held at once', (f) => String(f.clientsHeld), `≥ ${CLIENTS.toLocaleString('en')} (15,000 held in memory before)`],
    ['relay RSS per client', (f) => `${f.kibPerClient.toFixed(1)} KiB`, '– (6.8 KiB in memory before)'],
    [`publish → delivery p50 (${CLIENTS.toLocaleString('en')} clients, ${RATE}/s offered)`, (f) => `${f.p50Ms.toFixed(1)} ms`, '–'],
    [`publish → delivery p99 (${CLIENTS.toLocaleString('en')} clients, ${RATE}/s offered)`, (f) => `${f.p99Ms.toFixed(1)} ms`, 'none in the issue (before: < 12 ms at 10,000/s in memory)'],
    ['messages delivered per second', (f) => f.messagesPerSecond.toFixed(0), '–'],
    ['messages lost', (f) => String(f.lost), '0'],
  ]
  const table = [['relay load', ...results.map((f) => f.backend), 'budget'], ...rows.map(([label, cell, budget]) => [label, ...results.map(cell), budget])]
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)))
  for (const [index, row] of table.entries()) {
    log(row.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd())
    if (index === 0) log(widths.map((width) => '─'.repeat(width)).join('  '))
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await relayLoadMeasures()
  process.exit(0)
}
