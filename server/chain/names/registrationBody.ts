import { z } from 'zod'

/** POST /v1/profile/account's body, as AppKit sends it; `coin_type` a number (a decimal string is read too). */
export const registerNameBodySchema = z.object({
  coin_type: z.union([z.number(), z.string()]),
  address: z.string(),
  message: z.string(),
  signature: z.string(),
})

/** The signed message: AppKit's `JSON.stringify({ name, attributes, timestamp })`, the time in Unix seconds. */
export const nameRegistrationMessageSchema = z.object({
  name: z.string(),
  attributes: z.record(z.string(), z.string()).optional(),
  timestamp: z.number().int(),
})
