import { z } from 'zod'
import { ConvertRefusal } from './convertError'
import type { SwapAggregatorConfig } from './swapAggregatorConfig'

/** How long an aggregator call may take before the caller is answered 502 (the kit's own quote timeout is 10 s too). */
export const AGGREGATOR_TIMEOUT_MS = 10_000
/** The most of an answer read: a whole chain's token list fits many times over. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024

type Fetch = (url: string, init: RequestInit) => Promise<Response>

// AppKit's swap API reports refusals as { message } or { reasons: [{ description }] }; both are optional here.
const upstreamRefusalSchema = z.object({
  message: z.string().optional(),
  reasons: z.array(z.object({ name: z.string().optional(), description: z.string() })).optional(),
})

const clip = (text: string): string => (text.length > 300 ? `${text.slice(0, 299)}…` : text)

/**
 * A configured AppKit-compatible swap API that the §9 networks' `/v1/convert/*` calls are forwarded to, with this
 * service's project id there in place of the caller's. It only moves bytes: what it answers is checked and reshaped
 * by aggregatorAnswers.ts before anything is passed on. Failures become refusals: out of reach, too slow, 5xx or
 * refusing the configured project (401, 403, 429) → 502 SWAP_AGGREGATOR_UNAVAILABLE; another 4xx → 400
 * SWAP_AGGREGATOR_REFUSED with its own words (INSUFFICIENT_LIQUIDITY when those say so, as AppKit reads them).
 */
export class SwapAggregator {
  private readonly fetch: Fetch
  private readonly timeoutMs: number
  /** Notes what was dropped from an answer (a malformed token). */
  readonly log: (message: string) => void

  constructor(
    private readonly config: SwapAggregatorConfig,
    options: { fetch?: Fetch; timeoutMs?: number; log?: (message: string) => void } = {},
  ) {
    this.fetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init))
    this.timeoutMs = options.timeoutMs ?? AGGREGATOR_TIMEOUT_MS
    this.log = options.log ?? (() => {})
  }

  /** Where calls go, for the start-up log. */
  get url(): string {
    return this.config.url
  }

  /** GET /v1/convert/{route} with the named parameters only (an allow-list of what AppKit sends). */
  get(route: string, query: Readonly<Record<string, string | undefined>>, names: readonly string[]): Promise<unknown> {
    const params = new URLSearchParams()
    for (const name of names) {
      const value = query[name]
      if (value !== undefined) params.set(name, value)
    }
    params.set('projectId', this.config.projectId)
    return this.call(`${this.config.url}/v1/convert/${route}?${params}`, { method: 'GET', headers: { accept: 'application/json' } })
  }

  /** POST /v1/convert/{route} with the body, its projectId replaced. */
  post(route: string, body: Readonly<Record<string, unknown>>): Promise<unknown> {
    const payload = JSON.stringify({ ...body, projectId: this.config.projectId })
    return this.call(`${this.config.url}/v1/convert/${route}?projectId=${encodeURIComponent(this.config.projectId)}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: payload,
    })
  }

  private async call(url: string, init: RequestInit): Promise<unknown> {
    let response: Response
    let text: string
    try {
      response = await this.fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(this.timeoutMs) })
      text = await response.text()
    } catch (error) {
      const slow = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
      throw unavailable(slow ? `it did not answer within ${this.timeoutMs / 1000} s` : 'it could not be reached')
    }
    if (text.length > MAX_ANSWER_BYTES) throw badAnswer('the answer is too large')
    let body: unknown
    try {
      body = text === '' ? undefined : JSON.parse(text)
    } catch {
      body = undefined
    }
    if (response.ok) {
      if (body === undefined) throw badAnswer('the answer is not JSON')
      return body
    }
    if (response.status >= 500 || [401, 403, 429].includes(response.status)) throw unavailable(`it answered HTTP ${response.status}`)
    const refusal = upstreamRefusalSchema.safeParse(body)
    const reasons = refusal.success ? refusal.data.reasons?.map((reason) => ({ name: reason.name ?? 'reason', description: clip(reason.description) })) : undefined
    const words = clip(reasons?.[0]?.description ?? (refusal.success ? refusal.data.message : undefined) ?? `HTTP ${response.status}`)
    if (/insufficient liquidity/i.test(words)) throw new ConvertRefusal('INSUFFICIENT_LIQUIDITY', 400, { message: `Insufficient liquidity: ${words}`, ...(reasons ? { reasons } : {}) })
    throw new ConvertRefusal('SWAP_AGGREGATOR_REFUSED', 400, { message: `The swap aggregator refused the request: ${words}`, ...(reasons ? { reasons } : {}) })
  }
}

const unavailable = (why: string): ConvertRefusal => new ConvertRefusal('SWAP_AGGREGATOR_UNAVAILABLE', 502, { message: `The swap aggregator could not answer: ${why}` })

/** 502: the aggregator's answer is not what AppKit's swap API answers, or not for what was asked. */
export const badAnswer = (why: string): ConvertRefusal =>
  new ConvertRefusal('SWAP_AGGREGATOR_BAD_ANSWER', 502, { message: `The swap aggregator sent an answer that could not be read: ${why}` })
