import { BaseError } from './BaseError'

/** open({ view }) or a navigation named a view that no core view or enabled plugin provides. */
export class UnknownViewError extends BaseError<'UNKNOWN_VIEW'> {
  override name = 'UnknownViewError'
  readonly view: string

  constructor(view: string) {
    super('UNKNOWN_VIEW', "Unknown view '{view}'", { values: { view } })
    this.view = view
  }
}
