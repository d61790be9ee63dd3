/** The reasons of our own §5 option errors, and how a value is quoted in one. */

export const REASON = {
  projectId: 'a project identifier is required',
  networks: 'at least one network is required',
  siwx: 'siweConfig and siwx cannot both be set',
  embedded: 'the embedded wallet needs a project id and e-mail or socials enabled',
} as const

export const quote = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value))
