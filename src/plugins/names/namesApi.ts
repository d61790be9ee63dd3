import * as z from 'zod/mini'
import { labelOf, serviceFailureOf, nameApiErrorSchema, nameSuggestionsResponseSchema, NAME_ZONE, registerNameResponseSchema, type HttpClient, type NameSuggestion } from 'gangway/plugin'
import { NamesError } from './namesErrors'

/** POST /v1/profile/account's body, as AppKit sends it. */
export interface NameRegistration {
  readonly coinType: number
  readonly address: string
  /** The JSON message the account signed. */
  readonly message: string
  readonly signature: string
}

const reverseRowsSchema = z.array(z.unknown())
const reverseRowSchema = z.object({ name: z.string() })

/**
 * §8: the name service's first reason, word for word, when its refusal has one; else the call's own text
 * (`fallback`, with the failure as its cause). An abort is passed through as it is.
 */
export async function namesErrorOf(error: unknown, fallback: (cause: unknown) => NamesError): Promise<unknown> {
  if (error instanceof NamesError) return error
  const failure = await serviceFailureOf(error)
  if (failure.kind === 'aborted') return error
  const refusal = failure.kind === 'refused' ? nameApiErrorSchema.safeParse(failure.body) : undefined
  const reason = refusal?.success ? refusal.data.reasons[0]?.description.trim() : undefined
  return reason ? new NamesError('API_REASON', { values: { reason }, cause: error }) : fallback(error)
}

async function call<T>(run: () => Promise<T>, fallback: (cause: unknown) => NamesError): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw await namesErrorOf(error, fallback)
  }
}

/** The chain-data service's name calls (§7), every answer parsed, every failure a NamesError (§8). */
export class NamesApi {
  constructor(private readonly chainData: HttpClient) {}

  /** GET /v1/profile/suggestions/{label}?zone: the name in the fixed zone first (registered or not), then free names like it. */
  suggestions(label: string, signal?: AbortSignal): Promise<NameSuggestion[]> {
    return call(
      async () =>
        (await this.chainData.get(`/v1/profile/suggestions/${encodeURIComponent(label)}`, { params: { zone: NAME_ZONE }, schema: nameSuggestionsResponseSchema, ...(signal ? { signal } : {}) }))
          .suggestions,
      (cause) => new NamesError('SUGGESTIONS_FAILED', { cause }),
    )
  }

  /** GET /v1/profile/reverse/{address}?sender&apiVersion=2: the account's names in the fixed zone. */
  namesOf(address: string): Promise<string[]> {
    return call(
      async () => {
        const rows = await this.chainData.get(`/v1/profile/reverse/${address}`, { params: { sender: address, apiVersion: 2 }, schema: reverseRowsSchema })
        return rows.flatMap((row) => {
          const parsed = reverseRowSchema.safeParse(row)
          return parsed.success && labelOf(parsed.data.name) !== undefined ? [parsed.data.name] : []
        })
      },
      (cause) => new NamesError('NAMES_FOR_ADDRESS_FAILED', { cause }),
    )
  }

  /** POST /v1/profile/account: registers `name` (the full name the message carries) for the address. */
  register(name: string, registration: NameRegistration): Promise<void> {
    return call(
      async () => {
        const { coinType, address, message, signature } = registration
        await this.chainData.post('/v1/profile/account', { body: { coin_type: coinType, address, message, signature }, schema: registerNameResponseSchema })
      },
      (cause) => new NamesError('REGISTER_FAILED', { values: { name }, cause }),
    )
  }
}
