import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createServer as createTcpServer, type AddressInfo, type Server, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { plainHttpPost } from './plainHttpPost'
import type { UpstreamAnswer } from './postUpstream'

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

const urlOf = (server: Server, path = '/'): string => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`

/** A node stand-in on a port of its own, answering each request with `answer`; records the requests and their sockets. */
async function node(answer: (request: IncomingMessage, body: string, response: ServerResponse) => void) {
  const seen: { path: string | undefined; host: string | undefined; body: string; socket: Socket }[] = []
  const server = createHttpServer((request, response) => {
    let body = ''
    request.setEncoding('utf8').on('data', (chunk: string) => (body += chunk))
    request.on('end', () => {
      seen.push({ path: request.url, host: request.headers.host, body, socket: request.socket })
      answer(request, body, response)
    })
  })
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  return { server, seen }
}

/** A TCP server that answers every request with these bytes, as written (an HTTP server would not write them). */
async function rawNode(bytes: (request: string) => string | Buffer | null) {
  const server = createTcpServer((socket) => {
    socket.on('data', (chunk) => {
      const written = bytes(chunk.toString('latin1'))
      if (written !== null) socket.write(written)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  return server
}

const text = (answer: UpstreamAnswer): unknown => ('body' in answer ? [answer.status, answer.body.toString('utf8')] : answer)

describe('plainHttpPost (the coalesced batches to a local node)', () => {
  it('posts the body with its path and host and reads the status and body, reusing one kept-alive socket', async () => {
    const { server, seen } = await node((_request, body, response) => {
      response.setHeader('content-type', 'application/json')
      response.end(`{"echo":${body}}`)
    })
    const url = urlOf(server, '/rpc?x=1')
    for (const id of [1, 2, 3]) expect(text(await plainHttpPost(url, `[${id}]`, 1_000, 5_000))).toEqual([200, `{"echo":[${id}]}`])
    expect(seen.map((request) => [request.path, request.host, request.body])).toEqual([1, 2, 3].map((id) => ['/rpc?x=1', new URL(url).host, `[${id}]`]))
    expect(new Set(seen.map((request) => request.socket)).size).toBe(1)
  })

  it('gives the status of an error answer and a body that came in many pieces whole', async () => {
    const { server } = await node((_request, _body, response) => {
      response.writeHead(500, { 'content-length': '10' })
      response.write('01234')
      setTimeout(() => response.end('56789'), 20)
    })
    expect(text(await plainHttpPost(urlOf(server), '{}', 1_000, 5_000))).toEqual([500, '0123456789'])
  })

  it('answers tooLarge past maxBytes, and the next request still gets its answer', async () => {
    const { server } = await node((_request, body, response) => response.end(body === 'big' ? 'x'.repeat(2_000) : 'small'))
    expect(await plainHttpPost(urlOf(server), 'big', 1_000, 5_000)).toEqual({ tooLarge: true })
    expect(text(await plainHttpPost(urlOf(server), 'next', 1_000, 5_000))).toEqual([200, 'small'])
  })

  it('refuses what it does not read (chunked, no Content-Length) so the caller falls back', async () => {
    const chunked = await node((_request, _body, response) => {
      response.write('part')
      response.end('rest')
    })
    await expect(plainHttpPost(urlOf(chunked.server), '{}', 1_000, 5_000)).rejects.toMatchObject({ code: 'UNREADABLE_ANSWER' })
    const bare = await rawNode(() => 'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n{}')
    await expect(plainHttpPost(urlOf(bare), '{}', 1_000, 5_000)).rejects.toMatchObject({ code: 'UNREADABLE_ANSWER' })
    const garbage = await rawNode(() => 'SSH-2.0-OpenSSH\r\n\r\n')
    await expect(plainHttpPost(urlOf(garbage), '{}', 1_000, 5_000)).rejects.toMatchObject({ code: 'UNREADABLE_ANSWER' })
  })

  it('honours Connection: close, and a node that closes mid-answer is an error', async () => {
    let served = 0
    const closing = await rawNode(() => `HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\n${++served}!`)
    expect(text(await plainHttpPost(urlOf(closing), '{}', 1_000, 5_000))).toEqual([200, '1!'])
    expect(text(await plainHttpPost(urlOf(closing), '{}', 1_000, 5_000))).toEqual([200, '2!'])
    const cut = createTcpServer((socket) => socket.once('data', () => socket.end('HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\n012')))
    await new Promise<void>((resolve) => cut.listen(0, '127.0.0.1', resolve))
    servers.push(cut)
    await expect(plainHttpPost(urlOf(cut), '{}', 1_000, 5_000)).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' })
  })

  it('rejects on a refused connection and after its timeout', async () => {
    const { server } = await node(() => undefined)
    const port = (server.address() as AddressInfo).port
    await expect(plainHttpPost(`http://127.0.0.1:${port}/`, '{}', 1_000, 50)).rejects.toMatchObject({ code: 'UPSTREAM_TIMEOUT' })
    const closed = await node(() => undefined)
    const closedUrl = urlOf(closed.server)
    await new Promise((resolve) => closed.server.close(resolve))
    servers.splice(servers.indexOf(closed.server), 1)
    await expect(plainHttpPost(closedUrl, '{}', 1_000, 5_000)).rejects.toMatchObject({ code: 'ECONNREFUSED' })
  })

  it('holds at most 64 sockets to a node: more requests at once wait for one', async () => {
    const { server, seen } = await node((_request, body, response) => setTimeout(() => response.end(body), 5))
    const answers = await Promise.all(Array.from({ length: 100 }, (_, index) => plainHttpPost(urlOf(server), String(index), 1_000, 5_000)))
    expect(answers.map(text)).toEqual(Array.from({ length: 100 }, (_, index) => [200, String(index)]))
    expect(new Set(seen.map((request) => request.socket)).size).toBeLessThanOrEqual(64)
  })
})
