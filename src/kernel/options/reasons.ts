/** How a value is quoted in an option error's reason. */
export const quote = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value))
