/** Turns the first zod issue of a failed parse into the OptionsError that names the option. */
import type * as z from 'zod/mini'
import { OptionsError } from '../errors/options'
import { quote } from './reasons'

type Issue = z.core.$ZodIssue

/** A readable reason for a zod issue that has no message of ours (zod/mini carries no locale). */
function describe(issue: Issue): string {
  if (issue.message && issue.message !== 'Invalid input') return issue.message
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`
    case 'invalid_value':
      return `expected one of ${issue.values.map((value) => quote(value)).join(', ')}`
    case 'too_small':
      return `expected at least ${String(issue.minimum)}`
    case 'too_big':
      return `expected at most ${String(issue.maximum)}`
    case 'unrecognized_keys':
      return `unknown key(s) ${issue.keys.map((key) => `'${key}'`).join(', ')}`
    default:
      return 'invalid value'
  }
}

/** `root` names the option the parsed value sits under (e.g. 'themeVariables' for setThemeVariables). */
export function toOptionsError(issue: Issue | undefined, root?: string): OptionsError {
  const path = [...(root ? [root] : []), ...(issue?.path.map(String) ?? [])].join('.')
  return new OptionsError(path === '' ? 'options' : path, issue ? describe(issue) : 'invalid value')
}
