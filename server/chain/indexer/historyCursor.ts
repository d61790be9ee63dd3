/** The position of a transaction in the history order (newest first): block time, chain, block, index. */
export interface HistoryPosition {
  blockTime: number
  chainId: number
  blockNumber: number
  txIndex: number
}

/** An opaque cursor (base64url JSON) for the position of the last transaction of a page. */
export function encodeCursor(position: HistoryPosition): string {
  const { blockTime, chainId, blockNumber, txIndex } = position
  return Buffer.from(JSON.stringify([blockTime, chainId, blockNumber, txIndex])).toString('base64url')
}

/** The position a cursor stands for, or null when it is not one this service made. */
export function decodeCursor(cursor: string): HistoryPosition | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null
  let parts: unknown
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (!Array.isArray(parts) || parts.length !== 4 || !parts.every((part) => Number.isSafeInteger(part) && part >= 0)) return null
  const [blockTime, chainId, blockNumber, txIndex] = parts as [number, number, number, number]
  return { blockTime, chainId, blockNumber, txIndex }
}
