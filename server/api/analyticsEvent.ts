import { z } from 'zod'

/** The POST /e body (spec §7 Analytics). */
export const analyticsEventSchema = z.object({
  eventId: z.string().min(1).max(128),
  url: z.string().max(2048),
  domain: z.string().max(253),
  timestamp: z.number().finite().nonnegative(),
  props: z.object({
    type: z.string().min(1).max(64),
    event: z.string().min(1).max(128),
    errorType: z.string().max(256).optional(),
    errorMessage: z.string().max(4096).optional(),
    stackTrace: z.string().max(16384).optional(),
    properties: z.record(z.string(), z.unknown()).optional(),
  }),
})

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>
