export interface PublicEntry {
  /** How a host imports it: 'gangway', 'gangway/plugin', 'gangway/plugins/send'. */
  readonly importPath: string
  /** The file name stem of its API report: 'gangway-plugin'. */
  readonly reportName: string
  /** Absolute paths of the built module and its type declarations. */
  readonly js: string
  readonly types: string
}

export function publicEntries(root: string): PublicEntry[]
