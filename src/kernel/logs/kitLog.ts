import { LOG_BUFFER_BYTES, LOG_LEVEL } from '../lazyConstants'

const LEVELS = ['debug', 'info', 'warn', 'error'] as const
export type LogLevel = (typeof LEVELS)[number]

/** An in-memory log bounded in bytes (UTF-8): a line that takes it over the limit drops the oldest lines. */
export class LogBuffer {
  private lines: { readonly text: string; readonly bytes: number }[] = []
  private total = 0
  private readonly encoder = new TextEncoder()

  constructor(private readonly maxBytes: number) {}

  add(text: string): void {
    const bytes = this.encoder.encode(text).length + 1
    this.lines.push({ text, bytes })
    this.total += bytes
    let drop = 0
    while (this.total > this.maxBytes && drop < this.lines.length) this.total -= this.lines[drop++]!.bytes
    if (drop > 0) this.lines = this.lines.slice(drop)
  }

  read(): string[] {
    return this.lines.map((line) => line.text)
  }

  /** Bytes held (each line counted with its line break). */
  get size(): number {
    return this.total
  }
}

/** The page's kit log (every kit on it), read with appKit.getLogs(). */
export const kitLogs = new LogBuffer(LOG_BUFFER_BYTES)

function describe(detail: unknown): string {
  if (detail instanceof Error) return `${detail.name}: ${detail.message}`
  if (typeof detail === 'string') return detail
  try {
    return JSON.stringify(detail) ?? String(detail)
  } catch {
    return String(detail)
  }
}

/**
 * The kit's logger (§9): every line goes to the log buffer; lines at LOG_LEVEL or above also go to the console,
 * as `[gangway] message`, with their details.
 */
export function kitLog(level: LogLevel, message: string, ...details: readonly unknown[]): void {
  kitLogs.add([new Date().toISOString(), level, message, ...details.map(describe)].join(' '))
  if (LEVELS.indexOf(level) >= LEVELS.indexOf(LOG_LEVEL)) console[level](`[gangway] ${message}`, ...details)
}
