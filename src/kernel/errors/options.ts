import { BaseError } from './BaseError'

/** The reasons of our own §5 option errors. */
export const OPTION_REASONS = {
  projectId: 'a project identifier is required',
  networks: 'at least one network is required',
  siwx: 'siweConfig and siwx cannot both be set',
  embedded: 'the embedded wallet needs a project id and e-mail or socials enabled',
} as const

/** A bad option passed to createAppKit (or setThemeVariables); `option` names it (dot path, e.g. 'features.socials'). */
export class OptionsError extends BaseError<'INVALID_OPTION'> {
  override name = 'OptionsError'
  readonly option: string

  constructor(option: string, reason: string) {
    super('INVALID_OPTION', "Invalid option '{option}': {reason}", { values: { option, reason } })
    this.option = option
  }
}
