import type { UpstreamAnswer } from './postUpstream'

/** One JSON-RPC call as a client sent it (already checked by the proxy's allow-list). */
export interface RpcCall {
  readonly jsonrpc?: unknown
  readonly id?: unknown
  readonly method: string
  readonly params?: unknown
}

export type PostUpstream = (url: string, body: string, maxBytes: number, timeoutMs: number) => Promise<UpstreamAnswer>

/**
 * The reads whose answers are small and carry no ordering: safe to send to the node in one JSON-RPC batch with other
 * clients' calls. Writes (eth_sendRawTransaction), logs and calls that can answer megabytes are forwarded alone.
 */
export const COALESCED_METHODS: ReadonlySet<string> = new Set([
  'eth_blockNumber', 'eth_chainId', 'eth_gasPrice', 'eth_getBalance', 'eth_getTransactionCount', 'eth_maxPriorityFeePerGas',
  'eth_syncing', 'net_version', 'web3_clientVersion', 'eth_getTransactionReceipt', 'eth_getTransactionByHash', 'eth_estimateGas',
])

/** Calls sent to the node in one batch, at most. */
export const MAX_COALESCED_CALLS = 100

interface Waiting {
  readonly calls: readonly RpcCall[]
  readonly firstId: number
  readonly batch: boolean
  /** The body as the client sent it, forwarded as it came when the request goes alone. */
  readonly text: string
  readonly resolve: (answer: UpstreamAnswer) => void
  readonly reject: (error: unknown) => void
}

const answerId = (answer: unknown): unknown => (typeof answer === 'object' && answer !== null ? (answer as { id?: unknown }).id : undefined)

/**
 * Coalesces the proxy's small reads to one node: the calls that arrive in one turn of the event loop go to the node
 * as one JSON-RPC batch under ids of its own, and each client gets its answers back under its own ids, in its order.
 * Under load this turns thousands of upstream HTTP requests a second into a few hundred batches; the node does the
 * same work, the proxy far less. If the node fails the batch as a whole (a transport error, a status other than 200,
 * an answer that is not the batch), each waiting request is forwarded alone, as it would have been.
 */
export class UpstreamBatcher {
  private waiting: Waiting[] = []
  private callCount = 0
  private scheduled = false

  constructor(
    private readonly url: string,
    private readonly post: PostUpstream,
    private readonly maxBytesPerRequest: number,
    private readonly timeoutMs: number,
    /** How a coalesced batch is sent (a request alone always goes through `post`); default `post`. */
    private readonly postBatch: PostUpstream = post,
  ) {}

  /** Whether every call of a request can ride in a coalesced batch. */
  static accepts(calls: readonly RpcCall[]): boolean {
    return calls.length > 0 && calls.every((call) => COALESCED_METHODS.has(call.method))
  }

  /** Sends `calls` (the request's body `text`: one call, or a batch when `batch`) with the next batch; answers as the node would. */
  send(text: string, calls: readonly RpcCall[], batch: boolean): Promise<UpstreamAnswer> {
    return new Promise((resolve, reject) => {
      if (this.callCount + calls.length > MAX_COALESCED_CALLS) this.flush()
      this.waiting.push({ text, calls, batch, firstId: this.callCount, resolve, reject })
      this.callCount += calls.length
      if (!this.scheduled) {
        this.scheduled = true
        setImmediate(() => this.flush())
      }
    })
  }

  private flush(): void {
    const waiting = this.waiting
    this.waiting = []
    this.callCount = 0
    this.scheduled = false
    if (waiting.length === 0) return
    if (waiting.length === 1) {
      void this.forwardAlone(waiting[0]!)
      return
    }
    void this.forwardTogether(waiting)
  }

  private async forwardAlone(request: Waiting): Promise<void> {
    try {
      request.resolve(await this.post(this.url, request.text, this.maxBytesPerRequest, this.timeoutMs))
    } catch (error) {
      request.reject(error)
    }
  }

  private async forwardTogether(waiting: readonly Waiting[]): Promise<void> {
    const outgoing: object[] = []
    for (const request of waiting) {
      for (let index = 0; index < request.calls.length; index++) outgoing.push({ ...request.calls[index], jsonrpc: '2.0', id: request.firstId + index })
    }
    let answers: unknown[] | undefined
    try {
      const answer = await this.postBatch(this.url, JSON.stringify(outgoing), this.maxBytesPerRequest * waiting.length, this.timeoutMs)
      if ('status' in answer && answer.status === 200) {
        const parsed: unknown = JSON.parse(answer.body.toString('utf8'))
        if (Array.isArray(parsed)) answers = parsed
      }
    } catch {
      answers = undefined
    }
    // By the ids given above (0 … calls − 1); the last answer under an id wins.
    const byId: (object | undefined)[] = new Array<object | undefined>(outgoing.length)
    for (const answer of answers ?? []) {
      const id = answerId(answer)
      if (typeof id === 'number' && Number.isInteger(id) && id >= 0 && id < outgoing.length) byId[id] = answer as object
    }
    for (const request of waiting) {
      const own: object[] = []
      for (let index = 0; index < request.calls.length; index++) {
        const answer = byId[request.firstId + index] as { id?: unknown } | undefined
        if (answer === undefined) break
        // Each answer is this request's alone: its own id is put back in place.
        answer.id = request.calls[index]!.id ?? null
        own.push(answer)
      }
      if (own.length < request.calls.length) {
        void this.forwardAlone(request)
        continue
      }
      const body = Buffer.from(JSON.stringify(request.batch ? own : own[0]))
      request.resolve(body.length > this.maxBytesPerRequest ? { tooLarge: true } : { status: 200, body })
    }
  }
}
