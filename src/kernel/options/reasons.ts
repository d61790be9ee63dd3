/** How a value is quoted in an option error's reason (a value that cannot be made a string is named by its type). */
export const quote = (value: unknown): string => {
  if (typeof value === 'string') return `'${value}'`
  try {
    return String(value)
  } catch {
    return Object.prototype.toString.call(value)
  }
}
