import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import { seedSolanaLedger, type SolanaSeed } from './seedSolanaLedger'
import { SolanaLedger } from './SolanaLedger'
import { answerBody, errorAnswer } from './solanaJsonRpc'
import { solanaRpcMethods } from './solanaRpcMethods'
import { INVALID_REQUEST } from './solanaRpcError'
import { serveSubscriptions } from './solanaSubscriptions'

const MAX_BODY_BYTES = 1024 * 1024
const MAX_WS_PAYLOAD_BYTES = 64 * 1024

export interface SolanaChainOptions {
  /** JSON-RPC port; 0 picks a free one. */
  rpcPort: number
  /** Subscriptions WebSocket port; 0 picks a free one. The RPC port also accepts WebSocket upgrades. */
  wsPort: number
  genesisHash: string
  log?: (line: string) => void
}

export interface SolanaChainHandle {
  rpcUrl: string
  wsUrl: string
  ledger: SolanaLedger
  seed: SolanaSeed
  stop(): Promise<void>
}

export class SolanaChainPortError extends Error {
  readonly code = 'SOLANA_PORT_IN_USE'
}

// Any origin, like solana-test-validator: the chain holds no keys and answers no signing method.
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST, GET, OPTIONS', 'access-control-allow-headers': 'content-type, solana-client', 'access-control-max-age': '600' }

function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        resolve(undefined)
        request.destroy()
      } else chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

const json = (response: ServerResponse, status: number, body: unknown): void => {
  response.writeHead(status, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify(body))
}

function listenOn(server: Server, port: number, what: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      reject(error.code === 'EADDRINUSE' ? new SolanaChainPortError(`Port ${port} (${what}) is already in use on 127.0.0.1`) : error)
    }
    server.once('error', onError)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', onError)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

const close = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })

/**
 * The local Solana chain: the Solana runtime (litesvm) behind a JSON-RPC 2.0 server (HTTP POST, batches too;
 * GET /health) and its subscriptions WebSocket, seeded with the test keys and gUSD. State is in memory only.
 */
export async function startSolanaChain(options: SolanaChainOptions): Promise<SolanaChainHandle> {
  const log = options.log ?? (() => {})
  const ledger = new SolanaLedger()
  const seed = seedSolanaLedger(ledger)
  const methods = solanaRpcMethods(ledger, { genesisHash: options.genesisHash })

  const rpc = createServer((request, response) => {
    if (request.method === 'OPTIONS') return void response.writeHead(204, CORS).end()
    if (request.method === 'GET' && request.url === '/health') return void response.writeHead(200, { ...CORS, 'content-type': 'text/plain' }).end('ok')
    if (request.method !== 'POST') return json(response, 405, errorAnswer(null, INVALID_REQUEST, 'Only POST is served (JSON-RPC 2.0)'))
    readBody(request).then(
      (text) => {
        if (text === undefined) return json(response, 413, errorAnswer(null, INVALID_REQUEST, `Request too large: more than ${MAX_BODY_BYTES} bytes`))
        const answer = answerBody(methods, text, log)
        if (answer === undefined) return void response.writeHead(204, CORS).end()
        json(response, 200, answer)
      },
      () => response.destroy(),
    )
  })
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_WS_PAYLOAD_BYTES })
  sockets.on('connection', (socket) => {
    socket.on('error', (error) => log(`solana ws: ${error.message}`))
    serveSubscriptions(socket, ledger, methods, log)
  })
  const ws = createServer((_request, response) => response.writeHead(426, { 'content-type': 'text/plain' }).end('WebSocket only'))
  for (const server of [rpc, ws]) {
    server.on('upgrade', (request, socket, head) => sockets.handleUpgrade(request, socket, head, (client) => sockets.emit('connection', client, request)))
  }
  const rpcPort = await listenOn(rpc, options.rpcPort, 'Solana JSON-RPC')
  let wsPort: number
  try {
    wsPort = await listenOn(ws, options.wsPort, 'Solana subscriptions WebSocket')
  } catch (error) {
    await close(rpc)
    throw error
  }
  return {
    rpcUrl: `http://127.0.0.1:${rpcPort}`,
    wsUrl: `ws://127.0.0.1:${wsPort}`,
    ledger,
    seed,
    stop: async () => {
      for (const client of sockets.clients) client.terminate()
      await Promise.all([close(rpc), close(ws)])
      sockets.close()
    },
  }
}
