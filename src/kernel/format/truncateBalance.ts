const DECIMALS = 3

/**
 * A balance (decimal string in whole units) cut, never rounded, to 3 places and padded: what the kit's
 * formatBalance shows (§9), done on the string so this entry does not carry decimal.js. Anything else shows as '0.000'.
 */
export function truncateBalance(value: string | undefined): string {
  const match = /^\s*(-?)(\d*)(?:\.(\d*))?\s*$/.exec(value ?? '')
  const whole = match?.[2] || '0'
  const fraction = (match?.[3] ?? '').slice(0, DECIMALS).padEnd(DECIMALS, '0')
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return `0.${'0'.repeat(DECIMALS)}`
  const digits = `${whole.replace(/^0+(?=\d)/, '')}.${fraction}`
  return match[1] && /[1-9]/.test(digits) ? `-${digits}` : digits
}
