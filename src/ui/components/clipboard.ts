/** Copies text; false when the browser has no usable clipboard or refuses (no permission, not focused). */
export function copyToClipboard(text: string): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard
  if (typeof clipboard?.writeText !== 'function') return Promise.resolve(false)
  return clipboard.writeText(text).then(
    () => true,
    () => false,
  )
}
