import { bodyLimit } from 'hono/body-limit'
import type { MiddlewareHandler } from 'hono'

/** The frame's JSON API calls: far below this (the largest is an RPC request with its params). */
export const API_BODY_MAX_BYTES = 64 * 1024
/** A provider's form_post answer (Apple): code, state, id_token, user. */
export const FORM_POST_MAX_BYTES = 8 * 1024

/** Refuses a larger body (by Content-Length, else while reading it) with 413 `{ message: 'Body over N bytes' }`. */
export const limitBody = (maxSize: number): MiddlewareHandler => bodyLimit({ maxSize, onError: (c) => c.json({ message: `Body over ${maxSize} bytes` }, 413) })
