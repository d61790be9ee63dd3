import type { WebSocket } from 'ws'
import { z } from 'zod'
import { accountJson, RENT_EXEMPT_EPOCH } from './solanaAccountJson'
import type { SolanaLedger } from './SolanaLedger'
import { answerCall, errorAnswer } from './solanaJsonRpc'
import type { solanaRpcMethods } from './solanaRpcMethods'
import { INVALID_PARAMS, INVALID_REQUEST, PARSE_ERROR } from './solanaRpcError'

const pubkey = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
const signature = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
const options = z.object({ commitment: z.string().optional(), encoding: z.enum(['base58', 'base64', 'jsonParsed']).optional(), enableReceivedNotification: z.boolean().optional() }).optional()
const subscribeParams = {
  signatureSubscribe: z.tuple([signature, options]),
  accountSubscribe: z.tuple([pubkey, options]),
  slotSubscribe: z.tuple([]),
} as const
const UNSUBSCRIBE: Record<string, keyof typeof subscribeParams> = {
  signatureUnsubscribe: 'signatureSubscribe',
  accountUnsubscribe: 'accountSubscribe',
  slotUnsubscribe: 'slotSubscribe',
}
/** Open subscriptions per socket at most. */
const MAX_SUBSCRIPTIONS = 1000
const EMPTY_ACCOUNT = (lamports: number) => ({ data: ['', 'base64'], executable: false, lamports, owner: '11111111111111111111111111111111', rentEpoch: RENT_EXEMPT_EPOCH, space: 0 })

let nextSubscription = 1

/**
 * One subscriptions WebSocket: signatureSubscribe (one notification when the transaction lands, or at once when it
 * already has; then it ends, as on a node), accountSubscribe (after each transaction naming the account) and
 * slotSubscribe, with their unsubscribes. Other messages get the method's JSON-RPC answer when it is one of the
 * chain's methods (some clients send reads over the socket), else -32601.
 */
export function serveSubscriptions(socket: WebSocket, ledger: SolanaLedger, methods: ReturnType<typeof solanaRpcMethods>, log: (line: string) => void): void {
  const open = new Map<number, { kind: keyof typeof subscribeParams; stop: () => void }>()
  const send = (message: unknown): void => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
  }
  const notify = (method: string, subscription: number, result: unknown): void => send({ jsonrpc: '2.0', method, params: { result, subscription } })
  const end = (id: number): void => {
    open.get(id)?.stop()
    open.delete(id)
  }
  socket.on('close', () => {
    for (const id of [...open.keys()]) end(id)
  })

  const subscribe = (kind: keyof typeof subscribeParams, params: unknown[]): number => {
    const id = nextSubscription++
    if (kind === 'signatureSubscribe') {
      const wanted = params[0] as string
      const stop = ledger.subscribe((event) => {
        if (event.type !== 'transaction' || event.record.signature !== wanted) return
        notify('signatureNotification', id, { context: { slot: event.record.slot }, value: { err: event.record.err } })
        end(id)
      })
      open.set(id, { kind, stop })
      const landed = ledger.record(wanted)
      if (landed) {
        queueMicrotask(() => {
          if (!open.has(id)) return
          notify('signatureNotification', id, { context: { slot: landed.slot }, value: { err: landed.err } })
          end(id)
        })
      }
    } else if (kind === 'accountSubscribe') {
      const address = params[0] as string
      const encoding = (params[1] as { encoding?: 'base58' | 'base64' | 'jsonParsed' } | undefined)?.encoding ?? 'base58'
      const stop = ledger.subscribe((event) => {
        if (event.type !== 'transaction' || !event.touched.includes(address)) return
        const account = ledger.account(address)
        notify('accountNotification', id, { context: { slot: event.record.slot }, value: account ? accountJson(ledger, account, encoding === 'base58' && account.data.length > 128 ? 'base64' : encoding) : EMPTY_ACCOUNT(0) })
      })
      open.set(id, { kind, stop })
    } else {
      const stop = ledger.subscribe((event) => {
        if (event.type === 'slot') notify('slotNotification', id, { parent: Math.max(event.slot - 1, 0), root: event.slot, slot: event.slot })
      })
      open.set(id, { kind, stop })
    }
    return id
  }

  socket.on('message', (data) => {
    let call: unknown
    try {
      call = JSON.parse(String(data))
    } catch {
      return send(errorAnswer(null, PARSE_ERROR, 'Parse error'))
    }
    if (typeof call !== 'object' || call === null || Array.isArray(call)) return send(errorAnswer(null, INVALID_REQUEST, 'Invalid request'))
    const { id, method, params } = call as { id?: unknown; method?: unknown; params?: unknown }
    // Notifications (web3.js sends a 'ping' every few seconds) get no answer.
    if (id === undefined) return
    const list = Array.isArray(params) ? params : params === undefined || params === null ? [] : null
    if (typeof method === 'string' && method in subscribeParams) {
      const kind = method as keyof typeof subscribeParams
      const parsed = list && subscribeParams[kind].safeParse(list.length === 0 && kind !== 'slotSubscribe' ? [undefined] : list)
      if (!parsed?.success) return send(errorAnswer(id, INVALID_PARAMS, `Invalid params: ${method} takes ${kind === 'slotSubscribe' ? 'no params' : kind === 'signatureSubscribe' ? 'a base58 signature and an optional config' : 'a base58 public key and an optional config'}`))
      if (open.size >= MAX_SUBSCRIPTIONS) return send(errorAnswer(id, INVALID_REQUEST, `Too many subscriptions on this socket: at most ${MAX_SUBSCRIPTIONS}`))
      const subscription = subscribe(kind, list ?? [])
      return send({ jsonrpc: '2.0', id, result: subscription })
    }
    if (typeof method === 'string' && method in UNSUBSCRIBE) {
      const target = list?.[0]
      const found = typeof target === 'number' ? open.get(target) : undefined
      if (!found || found.kind !== UNSUBSCRIBE[method]) return send(errorAnswer(id, INVALID_PARAMS, 'Invalid subscription id.'))
      end(target as number)
      return send({ jsonrpc: '2.0', id, result: true })
    }
    send(answerCall(methods, call, log))
  })
}
