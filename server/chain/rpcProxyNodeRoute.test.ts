import { createServer, type Server } from 'node:http'
import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/Db'
import { listen, type Listening } from '../http/listen'
import { freePort } from '../testing/freePort'
import { openSeededDb } from '../testing/openSeededDb'
import type { LocalChain } from './chains'
import { createChainDataApp, type ChainDataApp } from './createChainDataApp'

const Q = 'chainId=eip155%3A31337&projectId=gangway-demo'
const call = (id: unknown, method = 'eth_blockNumber', params: unknown[] = []) => ({ jsonrpc: '2.0', id, method, params })

/** A node stand-in: answers each call (alone or in a batch) with `result-<method>`; counts the HTTP requests it got. */
async function fakeNode(port: number): Promise<{ server: Server; requests: unknown[] }> {
  const requests: unknown[] = []
  const answer = (one: { id?: unknown; method?: unknown }) => ({ jsonrpc: '2.0', id: one.id, result: `result-${String(one.method)}` })
  const server = createServer((request, response) => {
    let text = ''
    request.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
    request.on('end', () => {
      const body = JSON.parse(text) as unknown
      requests.push(body)
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body as { id?: unknown })))
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { server, requests }
}

/** One HTTP exchange on a fresh socket, as the bytes came back (Date blanked). */
function exchange(port: number, head: string, body = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8').replace(/Date: [^\r]*/g, 'Date: -')))
    // Not end(): a client that half-closes gets no answer from Node’s server. Connection: close ends the exchange.
    socket.write(`${head}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`)
  })
}

describe('the JSON-RPC proxy served on Node’s own server, ahead of Hono (POST /v1)', () => {
  let db: Db
  let node: { server: Server; requests: unknown[] }
  let app: ChainDataApp
  let served: Listening
  let port: number
  const logs: string[] = []
  beforeAll(async () => {
    db = await openSeededDb()
    const chain: LocalChain = { id: 31337, name: 'Fake node', rpcPort: await freePort() }
    node = await fakeNode(chain.rpcPort)
    app = createChainDataApp(db, { chains: [chain], log: (line) => logs.push(line) })
    port = await freePort()
    served = await listen(app, port, 'chain data')
  })
  afterAll(async () => {
    await served?.close()
    await new Promise((resolve) => node?.server.close(resolve))
    await db?.close()
  })

  const post = (body: unknown, query = Q, headers: Record<string, string> = {}) =>
    fetch(`${served.url}/v1/?${query}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) })

  it('answers a call as the kit sends it (encoded chainId, a loopback Origin) with the node’s answer and CORS', async () => {
    const response = await post(call(7), Q, { origin: 'http://localhost:5173' })
    expect(response.status).toBe(200)
    expect(Object.fromEntries(response.headers)).toMatchObject({ 'access-control-allow-origin': 'http://localhost:5173', 'content-type': 'application/json', vary: 'Origin' })
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 7, result: 'result-eth_blockNumber' })
  })

  it('coalesces concurrent small reads into batches to the node, each client answered under its own ids', async () => {
    const sockets = await Promise.all(Array.from({ length: 40 }, () => new Promise<Socket>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(socket.setEncoding('utf8')))
    })))
    /** Writes every body (one a socket) in one go, then reads each socket's answer. */
    const askAll = (bodies: string[]) =>
      Promise.all(sockets.map((socket, index) => {
        const answer = new Promise<unknown>((resolve) => {
          let text = ''
          const onData = (chunk: string): void => {
            text += chunk
            const [head, body] = text.split('\r\n\r\n')
            if (body === undefined || Buffer.byteLength(body) !== Number(/content-length: (\d+)/i.exec(head!)?.[1])) return
            socket.off('data', onData)
            resolve(JSON.parse(body))
          }
          socket.on('data', onData)
        })
        socket.write(`POST /v1/?${Q} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Length: ${bodies[index]!.length}\r\n\r\n${bodies[index]}`)
        return answer
      }))
    // A first round: by its end the server has taken every connection and reads each as data comes.
    await askAll(sockets.map(() => JSON.stringify(call(0))))
    const before = node.requests.length
    const answers = await askAll(sockets.map((_socket, index) => JSON.stringify(index % 2 ? call(`c${index}`) : [call(1, 'eth_chainId'), call(2)])))
    for (const socket of sockets) socket.destroy()
    expect(answers).toEqual(
      Array.from({ length: 40 }, (_, index) =>
        index % 2
          ? { jsonrpc: '2.0', id: `c${index}`, result: 'result-eth_blockNumber' }
          : [{ jsonrpc: '2.0', id: 1, result: 'result-eth_chainId' }, { jsonrpc: '2.0', id: 2, result: 'result-eth_blockNumber' }],
      ),
    )
    expect(node.requests.length - before).toBeLessThan(40)
  })

  it('keeps the service’s rules: control characters, the projectId, the body limit, the allow-list and batch size', async () => {
    const refused = async (response: Response) => [response.status, await response.json()]
    expect(await refused(await post(call(1), `${Q}&x=%00`))).toEqual([400, { message: "Invalid parameter 'x': control characters are not allowed" }])
    expect(await refused(await post(call(1), 'chainId=eip155:31337'))).toEqual([400, { code: 'PROJECT_ID_NOT_CONFIGURED', message: 'Project ID Not Configured' }])
    expect(await refused(await post(call(1), 'chainId=eip155:31337&projectId=nope'))).toEqual([403, { code: 'INVALID_KEY', message: 'Unauthorized: invalid key' }])
    expect(await refused(await post(' '.repeat(1024 * 1024 + 1)))).toEqual([413, { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Request too large' } }])
    expect(await refused(await post(call(3, 'eth_sendTransaction')))).toEqual([403, { jsonrpc: '2.0', id: 3, error: { code: -32601, message: 'Method not available through this RPC: eth_sendTransaction' } }])
    expect(await refused(await post(Array.from({ length: 21 }, (_, index) => call(index))))).toEqual([413, { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Batch too large: at most 20 calls' } }])
    expect(await refused(await post('{oops'))).toEqual([400, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }])
    expect(await refused(await post(call(4), 'chainId=eip155:1&projectId=gangway-demo'))).toEqual([400, { jsonrpc: '2.0', id: 4, error: { code: -32602, message: 'Unsupported chainId: eip155:1' } }])
  })

  it('counts a chunked body as it streams: past 1 MiB it is refused, and the connection serves the next request', async () => {
    const socket = connect(port, '127.0.0.1')
    const received: Buffer[] = []
    socket.on('data', (chunk) => received.push(chunk))
    const chunk = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`
    socket.write(`POST /v1/?${Q} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nTransfer-Encoding: chunked\r\n\r\n${chunk('x'.repeat(1024 * 1024))}${chunk('xx')}0\r\n\r\n`)
    const next = JSON.stringify(call(9))
    socket.write(`POST /v1/?${Q} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Length: ${next.length}\r\n\r\n${next}`)
    await expect.poll(() => Buffer.concat(received).toString('utf8').split('HTTP/1.1 ').length - 1).toBe(2)
    socket.destroy()
    const [tooLarge, answered] = Buffer.concat(received).toString('utf8').split('HTTP/1.1 ').slice(1)
    expect(tooLarge).toMatch(/^413 .*\{"jsonrpc":"2.0","id":null,"error":\{"code":-32600,"message":"Request too large"\}\}$/s)
    expect(answered).toMatch(/^200 .*\{"jsonrpc":"2.0","id":9,"result":"result-eth_blockNumber"\}$/s)
  })

  it('answers on the socket byte for byte as Hono answers app.request, where Hono would read the same URL', async () => {
    for (const [query, body, origin] of [
      [Q, call(1), 'http://localhost:5173'],
      ['chainId=eip155:31337&projectId=gangway-foreign-origin', call(2), 'http://localhost:5173'],
      ['chainId=eip155:31337&projectId=nope', call(3), 'http://localhost:3000'],
      [`${Q}&x=%00`, call(4), undefined],
      [Q, call(5, 'evm_mine'), undefined],
    ] as const) {
      const text = JSON.stringify(body)
      const raw = await exchange(port, `POST /v1/?${query} HTTP/1.1${origin ? `\r\nOrigin: ${origin}` : ''}`, text)
      const viaHono = await app.request(`/v1/?${query}`, { method: 'POST', headers: { 'content-length': String(text.length), ...(origin ? { origin } : {}) }, body: text })
      const [head, answer] = raw.split('\r\n\r\n')
      expect(answer, query).toBe(await viaHono.text())
      const headers = head!.split('\r\n').slice(1).filter((line) => !/^(date|connection|content-length):/i.test(line))
      expect(headers.map((line) => line.toLowerCase()), query).toEqual([...viaHono.headers].filter(([name]) => name !== 'content-length').map(([name, value]) => `${name}: ${value}`.toLowerCase()))
      expect(Number(head!.split(' ')[1]), query).toBe(viaHono.status)
    }
  })

  it('leaves other routes, methods and URLs Hono would rewrite to Hono, which answers them as before', async () => {
    expect((await fetch(`${served.url}/v1/local-chains`)).status).toBe(200)
    expect((await fetch(`${served.url}/v1/?${Q}`)).status).toBe(404)
    const preflight = await fetch(`${served.url}/v1/?${Q}`, { method: 'OPTIONS', headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' } })
    expect([preflight.status, preflight.headers.get('access-control-allow-origin')]).toEqual([204, 'http://localhost:5173'])
    const dotted = await exchange(port, `POST /v1/./?${Q} HTTP/1.1`, JSON.stringify(call(6)))
    expect(dotted).toMatch(/^HTTP\/1.1 200 .*"id":6,"result":"result-eth_blockNumber"\}$/s)
  })

  it('answers 500 and logs when the project cannot be read, as the Hono route did', async () => {
    const broken = { ...db, query: () => Promise.reject(new Error('database down')) } as unknown as Db
    const brokenApp = createChainDataApp(broken, { chains: [], log: (line) => logs.push(line) })
    const brokenPort = await freePort()
    const brokenServed = await listen(brokenApp, brokenPort, 'broken chain data')
    try {
      const response = await fetch(`${brokenServed.url}/v1/?${Q}`, { method: 'POST', body: JSON.stringify(call(1)) })
      expect([response.status, await response.json()]).toEqual([500, { message: 'Internal server error' }])
      expect(logs.some((line) => line.startsWith('POST /v1/ failed: Error: database down'))).toBe(true)
    } finally {
      await brokenServed.close()
    }
  })
})
