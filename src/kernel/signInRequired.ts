/** §2: whether the host's sign-in (siwx) requires a session before the modal may close. */
export function signInRequired(siwx: unknown): boolean {
  const config = siwx as { getRequired?: () => boolean } | undefined
  return typeof config?.getRequired === 'function' ? config.getRequired() : false
}
