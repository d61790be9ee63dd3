/** `open({ view: 'OnRampProviders', arguments })`: what the form starts with (each optional). */
export interface OnrampArguments {
  /** A purchase currency's id or symbol ('gUSD', 'ETH'). */
  readonly purchaseCurrency?: string
  /** 'USD' or 'EUR'. */
  readonly paymentCurrency?: string
  /** What the visitor pays, fees included. */
  readonly amount?: string | number
  /** 'card' or 'ach_bank_account'. */
  readonly paymentMethod?: string
}

const KEYS = ['purchaseCurrency', 'paymentCurrency', 'paymentMethod'] as const

/** The route's arguments when they are OnrampArguments; anything else is ignored. */
export function onrampArguments(value: unknown): OnrampArguments | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const record = value as Record<string, unknown>
  if (!KEYS.every((key) => record[key] === undefined || typeof record[key] === 'string')) return undefined
  if (record['amount'] !== undefined && typeof record['amount'] !== 'string' && typeof record['amount'] !== 'number') return undefined
  return record as OnrampArguments
}
