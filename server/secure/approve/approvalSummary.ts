import { formatUnits, hexToBytes, isAddress, isHex } from 'viem/utils'

/** One line of what is asked: a label and its value (monospace for addresses and hex). */
export interface ApprovalDetail {
  readonly label: string
  readonly value: string
  readonly mono?: boolean
}

/** An unsafe embedded-wallet request (§6) in plain words, as the approval frame draws it. */
export interface ApprovalSummary {
  readonly title: string
  readonly details: readonly ApprovalDetail[]
  /** The text to sign (a message, typed data's message), when there is one. */
  readonly message?: { readonly text: string; readonly mono: boolean }
  /** A plain caution shown above the details: what is asked cannot be (fully) described. */
  readonly warning?: string
}

export interface NativeCurrency {
  readonly symbol: string
  readonly decimals: number
}

const ETHER: NativeCurrency = { symbol: 'ETH', decimals: 18 }
const isAddressText = (value: unknown): boolean => typeof value === 'string' && isAddress(value, { strict: false })

/** Control characters other than tab, newline and carriage return are not something a person can read. */
function printable(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if ((code < 0x20 && char !== '\t' && char !== '\n' && char !== '\r') || code === 0x7f || code === 0xfffd) return false
  }
  return true
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const listOf = (params: unknown): readonly unknown[] => (Array.isArray(params) ? params : [])
const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

/** A personal_sign message: hex decoded to UTF-8 when that gives printable text, else the hex as it came. */
export function decodeMessage(message: string): { readonly text: string; readonly hex: boolean } {
  if (!isHex(message, { strict: true }) || message.length % 2 !== 0) return { text: message, hex: false }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message))
    if (printable(text)) return { text, hex: false }
  } catch {
    // Not UTF-8: shown as hex.
  }
  return { text: message, hex: true }
}

/** A wei amount (hex or decimal string, number or bigint) in whole units with the symbol; the raw value when unreadable. */
export function formatValue(value: unknown, currency: NativeCurrency = ETHER): string {
  if (value === undefined || value === null) return `0 ${currency.symbol}`
  try {
    const amount = typeof value === 'bigint' ? value : BigInt(typeof value === 'number' ? Math.trunc(value) : String(value))
    return `${formatUnits(amount, currency.decimals)} ${currency.symbol}`
  } catch {
    return String(value)
  }
}

function personalSign(params: unknown): ApprovalSummary {
  const [first, second] = listOf(params)
  // EIP-191: [message, address]; some dApps send them the other way round.
  const swapped = isAddressText(first) && !isAddressText(second)
  const message = textOf(swapped ? second : first) ?? ''
  const { text, hex } = decodeMessage(message)
  return { title: 'Sign this message', details: [], message: { text, mono: hex } }
}

function typedData(params: unknown): ApprovalSummary {
  const raw = listOf(params).find((param) => isRecord(param) || (typeof param === 'string' && !isAddressText(param)))
  let data: unknown = raw
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw) as unknown
    } catch {
      data = undefined
    }
  }
  const record = isRecord(data) ? data : {}
  const domain = isRecord(record['domain']) ? record['domain'] : {}
  const details: ApprovalDetail[] = []
  const primaryType = textOf(record['primaryType'])
  const name = textOf(domain['name'])
  const contract = textOf(domain['verifyingContract'])
  if (name) details.push({ label: 'Domain', value: name })
  if (primaryType) details.push({ label: 'Type', value: primaryType })
  if (contract) details.push({ label: 'Contract', value: contract, mono: true })
  const message = record['message'] === undefined ? undefined : JSON.stringify(record['message'], null, 2)
  return { title: 'Sign typed data', details, ...(message ? { message: { text: message, mono: true } } : {}) }
}

function sendTransaction(params: unknown, currency: NativeCurrency): ApprovalSummary {
  const [first] = listOf(params)
  const tx = isRecord(first) ? first : {}
  const to = textOf(tx['to'])
  const data = textOf(tx['data']) ?? textOf(tx['input'])
  const details: ApprovalDetail[] = [to ? { label: 'To', value: to, mono: true } : { label: 'To', value: 'New contract' }, { label: 'Value', value: formatValue(tx['value'], currency) }]
  if (data && data !== '0x') details.push({ label: 'Data', value: `${Math.max(0, Math.floor((data.length - 2) / 2))} bytes` })
  return { title: 'Send a transaction', details }
}

function sendCalls(params: unknown, currency: NativeCurrency): ApprovalSummary {
  const [first] = listOf(params)
  const calls = isRecord(first) && Array.isArray(first['calls']) ? first['calls'] : []
  const details: ApprovalDetail[] = [{ label: 'Calls', value: String(calls.length) }]
  calls.forEach((call, index) => {
    const to = isRecord(call) ? textOf(call['to']) : undefined
    if (to) details.push({ label: `Call ${index + 1}`, value: `${to} (${formatValue(isRecord(call) ? call['value'] : undefined, currency)})`, mono: true })
  })
  return { title: 'Send calls', details }
}

/** What the dApp asks the embedded wallet to do, in plain words. */
export function summarizeApproval(method: string, params: unknown, currency: NativeCurrency = ETHER): ApprovalSummary {
  switch (method) {
    case 'personal_sign':
      return personalSign(params)
    case 'eth_signTypedData_v4':
      return typedData(params)
    case 'eth_sendTransaction':
      return sendTransaction(params, currency)
    case 'wallet_sendCalls':
      return sendCalls(params, currency)
    default:
      return { title: `Approve ${method}`, details: [] }
  }
}
