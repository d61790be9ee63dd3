/**
 * The approval frame's messages (§6 unsafe requests): a visible frame served by the secure site inside
 * ApproveTransaction. The kit hands it the request; the frame draws it, takes the visitor's click, has it
 * signed and answers with the outcome. Both sides parse every message they receive with these schemas.
 *
 * Frame → kit: READY (ask for the request), SIZE (its content's height), RESULT (signed, refused or failed).
 * Kit → frame: REQUEST, once, after READY.
 */
import * as z from 'zod/mini'
import { isSolanaChainId } from './solanaIds'
import { APPROVAL_METHODS } from './walletMethods'

export const APPROVAL_EVENT_PREFIX = '@gangway-approval/'
export const APPROVAL_REQUEST = `${APPROVAL_EVENT_PREFIX}REQUEST` as const

// Refinements only (no z.union, z.literal, z.regex, numeric checks): zod's modules are shared with the kit's
// entry, which would otherwise carry them.
const matching = (pattern: RegExp, message: string) => z.string().check(z.refine((value) => pattern.test(value), message))
const requestId = matching(/^[A-Za-z0-9_-]{8,100}$/, 'must be a request id')

/** §9 theme, narrowed to what cannot hide or restyle the request: mode, accent colour, corner radius. */
export const approvalThemeSchema = z.object({
  mode: z.enum(['dark', 'light']),
  accent: z.optional(matching(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour')),
  radius: z.optional(matching(/^\d{1,2}px$/, 'must be a length in px')),
})
export type ApprovalTheme = z.infer<typeof approvalThemeSchema>

export const approvalRequestSchema = z.object({
  type: z.enum([APPROVAL_REQUEST]),
  id: requestId,
  payload: z.object({
    // EVM methods with an EIP-155 chain id (a number); solana_* methods with the CAIP-2 id 'solana:<ref>'.
    method: z.enum(APPROVAL_METHODS),
    params: z.optional(z.unknown()),
    chainId: z.custom<number | string>((value) => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) || isSolanaChainId(value), 'must be a chain id'),
    theme: approvalThemeSchema,
  }),
})
export type ApprovalRequestMessage = z.infer<typeof approvalRequestSchema>

/** How an approval ended: signed (the wallet's result), refused by the visitor, or failed (the site's message). */
export type ApprovalOutcome =
  | { readonly status: 'signed'; readonly result: unknown }
  | { readonly status: 'rejected' }
  | { readonly status: 'failed'; readonly message: string; readonly code?: string | undefined }

export type ApprovalFrameMessage =
  | { readonly type: `${typeof APPROVAL_EVENT_PREFIX}READY` }
  | { readonly type: `${typeof APPROVAL_EVENT_PREFIX}SIZE`; readonly height: number }
  | { readonly type: `${typeof APPROVAL_EVENT_PREFIX}RESULT`; readonly id: string; readonly outcome: ApprovalOutcome }

const sizeSchema = z.object({ height: z.number().check(z.refine((value) => value >= 0 && value <= 10_000, 'must be a height')) })
const resultSchema = z.object({
  id: requestId,
  outcome: z.object({
    status: z.enum(['signed', 'rejected', 'failed']),
    result: z.optional(z.unknown()),
    message: z.optional(z.string().check(z.refine((value) => value.length <= 1000, 'must be a message'))),
    code: z.optional(z.string()),
  }),
})

function outcomeOf({ status, result, message, code }: z.infer<typeof resultSchema>['outcome']): ApprovalOutcome | undefined {
  if (status === 'signed') return { status, result }
  if (status === 'rejected') return { status }
  return message === undefined ? undefined : { status, message, code }
}

/** Parses a frame → kit message; undefined for anything else. */
export function parseApprovalFrameMessage(data: unknown): ApprovalFrameMessage | undefined {
  const envelope = z.object({ type: z.string() }).safeParse(data)
  if (!envelope.success) return undefined
  const { type } = envelope.data
  if (type === `${APPROVAL_EVENT_PREFIX}READY`) return { type }
  if (type === `${APPROVAL_EVENT_PREFIX}SIZE`) {
    const size = sizeSchema.safeParse(data)
    return size.success ? { type, height: size.data.height } : undefined
  }
  if (type !== `${APPROVAL_EVENT_PREFIX}RESULT`) return undefined
  const parsed = resultSchema.safeParse(data)
  const outcome = parsed.success ? outcomeOf(parsed.data.outcome) : undefined
  return parsed.success && outcome ? { type, id: parsed.data.id, outcome } : undefined
}

/** Parses the kit's request in the frame; undefined for anything else. */
export function parseApprovalRequest(data: unknown): ApprovalRequestMessage | undefined {
  const parsed = approvalRequestSchema.safeParse(data)
  return parsed.success ? parsed.data : undefined
}
