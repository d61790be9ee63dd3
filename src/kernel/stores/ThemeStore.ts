import { makeAutoObservable } from 'mobx'
import { DEFAULT_Z_INDEX } from '../constants'
import { OptionsError } from '../errors/options'
import { themeVariablesSchema } from '../options/schema'
import { toOptionsError } from '../options/toOptionsError'
import type { ThemeMode, ThemeVariables } from '../types'

/** Theme mode and the §2 theme variables. */
export class ThemeStore {
  mode: ThemeMode
  variables: ThemeVariables

  constructor(mode: ThemeMode, variables: ThemeVariables) {
    this.mode = mode
    this.variables = variables
    makeAutoObservable(this, {}, { autoBind: true })
  }

  get zIndex(): number {
    return this.variables['--w3m-z-index'] ?? DEFAULT_Z_INDEX
  }

  setMode(mode: ThemeMode): void {
    if (mode !== 'light' && mode !== 'dark') throw new OptionsError('themeMode', `expected 'light' or 'dark', got '${String(mode)}'`)
    this.mode = mode
  }

  /** Merges new variables; a bad value throws an OptionsError naming it and changes nothing. */
  setVariables(variables: ThemeVariables): void {
    const parsed = themeVariablesSchema.safeParse(variables)
    if (!parsed.success) throw toOptionsError(parsed.error.issues[0], 'themeVariables')
    this.variables = { ...this.variables, ...variables }
  }
}
